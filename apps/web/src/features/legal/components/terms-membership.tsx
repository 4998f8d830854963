import { Link } from 'react-router';
import { OfferPrice } from '../../../entities/plan/offer-price.tsx';
import { LEGAL } from './legal-constants.ts';
import type { TLegalSection } from './legal-page.tsx';

/** Terms of Service, sections 1–6: who may join, accounts, paying and lifetime access. */
export const TERMS_MEMBERSHIP: readonly TLegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These Terms of Service are an agreement between you and {LEGAL.company} (“we”, “us”) about
          your use of the ThinkBuild website, video lessons, quizzes and blog (together, the
          “service”). By creating an account or using the service you agree to these terms and to
          our <Link to="/privacypolicy">Privacy Policy</Link>. If you do not agree, please do not
          use the service.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use ThinkBuild',
    body: (
      <>
        <ol>
          <li>You must be {LEGAL.minimumAge} years old or older to create an account.</li>
          <li>
            If you are under {LEGAL.parentalUnder}, you need the permission of a parent or legal
            guardian. By letting you sign up, your parent or guardian agrees to these terms on your
            behalf and is responsible for your use of the service, including any payments.
          </li>
          <li>
            We may ask you to confirm your age, and we may close an account that does not meet these
            requirements.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ol>
        <li>You sign in with an email address and a password. Give us an email you can access.</li>
        <li>
          Keep your password secret and do not share your account. You are responsible for what
          happens under your account.
        </li>
        <li>
          If you think someone else has used your account, reset your password and tell us at{' '}
          <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
        </li>
      </ol>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions, tiers and payments',
    body: (
      <>
        <ol>
          <li>
            Paid access is sold as a subscription in one of three tiers, starter, builder or
            creator, billed monthly or annually in South African rand (ZAR). Current prices are on
            the <Link to="/pricing">Pricing</Link> page.
          </li>
          <li>
            Each course has four sections. The Build section is open to every signed-in user; Deeper
            Explanation needs the builder or creator tier; Planning and Deployment need the creator
            tier.
          </li>
          <li>
            A subscription renews automatically at the end of each month or year until you cancel
            it. By subscribing you authorise us, through our payment provider, to charge your card
            for each renewal.
          </li>
          <li>
            We may also offer a once-off special offer (currently <OfferPrice />) that gives
            lifetime creator-level access without a subscription.
          </li>
          <li>
            Payments are processed by Paystack, our card payment provider. Their terms also apply to
            your payment. We never receive your full card number.
          </li>
          <li>
            If we change a subscription price, we will tell you by email before the new price
            applies to your next renewal, so you can cancel first if you wish.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'lifetime-access',
    title: 'Early sign-ups and lifetime access',
    body: (
      <>
        <p>
          To thank the people who joined us first, early sign-ups receive lifetime access; everyone
          who joins later must subscribe monthly or annually.
        </p>
        <ol>
          <li>
            <strong>The threshold in force.</strong> The first {LEGAL.lifetimeLimit} users to create
            an account receive lifetime access to the service at the creator level, without a
            subscription, for as long as we operate the service.
          </li>
          <li>
            <strong>The earlier wording.</strong> An earlier copy of these terms set the threshold
            at the first {LEGAL.lifetimeLimitEarlierCopy} users instead. We honour the wording you
            agreed to: if you signed up while that earlier copy was in force and you were among the
            first {LEGAL.lifetimeLimitEarlierCopy} users, you keep lifetime access.
          </li>
          <li>
            <strong>Everyone else.</strong> Users who are not covered by paragraph 1 or 2 must hold
            an active monthly or annual subscription (or the once-off special offer) to use the paid
            sections.
          </li>
          <li>
            Sign-up order is decided by the date and time your account was created in our records.
            Lifetime access is personal to your account and cannot be transferred or sold.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Changes, cancellation and refunds',
    body: (
      <ol>
        <li>
          You can change your tier or billing period, or cancel your subscription, at any time from
          your account page.
        </li>
        <li>
          When you cancel, no further payments are taken and you keep access until the end of the
          period you have already paid for.
        </li>
        <li>
          Payments already made are not refunded for partly used periods, except where the law gives
          you a right to a refund.
        </li>
        <li>
          Nothing in these terms limits the rights you have under South African consumer law,
          including the Consumer Protection Act and the Electronic Communications and Transactions
          Act.
        </li>
      </ol>
    ),
  },
];
