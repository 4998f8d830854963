import { CURRENCY, MINIMUM_AGE, PARENTAL_PERMISSION_UNDER } from '@thinkbuild/core/plans';
import { Link } from 'react-router';
import { OfferPrice } from '../../../entities/plan/offer-price.tsx';
import type { TFaqGroup } from './faq-group.tsx';
import { EARLY_MEMBER_LIMIT, LEVEL_ADDS, OFFER_TEXT, PLANS, rand } from './pricing-data.ts';

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Accounts and Subscriptions; the learning groups are in faq-learning.tsx. */
export const ACCOUNT_FAQ_GROUPS: readonly TFaqGroup[] = [
  {
    id: 'accounts',
    title: 'Accounts',
    intro: 'Signing up, logging in and looking after your password.',
    items: [
      {
        q: 'How do I create an account?',
        a: (
          <p>
            Go to{' '}
            <Link to="/signup" className={link}>
              Sign up
            </Link>
            , enter your email address, choose a password and type it again to confirm it. You
            accept the Terms of Service and start with the free Build lessons; choosing a plan is a
            later, optional step.
          </p>
        ),
      },
      {
        q: 'How old do I need to be?',
        a: (
          <p>
            You must be {MINIMUM_AGE} or older. If you are under {PARENTAL_PERMISSION_UNDER}, you
            need permission from a parent or guardian to use ThinkBuild.
          </p>
        ),
      },
      {
        q: 'How do I log in?',
        a: (
          <p>
            Use{' '}
            <Link to="/login" className={link}>
              Log In
            </Link>{' '}
            at the top of every page and enter the email and password you signed up with.
          </p>
        ),
      },
      {
        q: 'I forgot my password. What now?',
        a: (
          <p>
            Open the{' '}
            <Link to="/forgotpassword" className={link}>
              forgot password page
            </Link>
            , enter your email address and press Send Password Reset Email. We email you a link;
            follow it to choose a new password, then log in as usual.
          </p>
        ),
      },
      {
        q: 'Where can I see my account details?',
        a: (
          <p>
            Your account page shows the email you signed in with, your current plan, the last four
            digits of your card and your next payment date.
          </p>
        ),
      },
    ],
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    intro: 'Tiers, prices, the special offer and changing your plan.',
    items: [
      {
        q: 'What are the tiers, and what do they unlock?',
        a: (
          <>
            <p>There are three tiers. Each gives everything of the one before, and more:</p>
            <ul className="list-disc space-y-1 pl-5">
              {LEVEL_ADDS.map(({ level, name, features }) => (
                <li key={level}>
                  {level === 'free'
                    ? `${name}: ${features.join(' and ')}.`
                    : `${name} adds ${features.join(' and ')}.`}
                </li>
              ))}
            </ul>
          </>
        ),
      },
      {
        q: 'How much does it cost?',
        a: (
          <>
            <p>You can pay monthly or annually, in South African rand ({CURRENCY}):</p>
            <ul className="list-disc space-y-1 pl-5">
              {PLANS.map((plan) => (
                <li key={plan.tier}>
                  {`${plan.name}: ${rand(plan.monthly)} a month or ${rand(plan.annual)} a year`}
                </li>
              ))}
            </ul>
            <p>
              See{' '}
              <Link to="/pricing" className={link}>
                Pricing
              </Link>{' '}
              for everything side by side.
            </p>
          </>
        ),
      },
      {
        q: 'What is the special offer?',
        a: (
          <p>
            {`${OFFER_TEXT.headline}: ${OFFER_TEXT.discount}. It is a once-off payment of `}
            <OfferPrice />
            {
              ' that gives you lifetime Creator-level access to every section of every course, with nothing more to pay.'
            }
          </p>
        ),
      },
      {
        q: 'How do I change or cancel my subscription?',
        a: (
          <p>
            On your account page choose Manage your subscription. You can switch between monthly and
            annual billing or another tier, or cancel. After cancelling you keep access until the
            end of the period you already paid for.
          </p>
        ),
      },
      {
        q: 'Is my card safe?',
        a: (
          <p>
            Payments are handled by Paystack, our card payment provider. We never see or store your
            full card number; we only keep the last four digits and the card brand so you can
            recognise your card.
          </p>
        ),
      },
      {
        q: 'I signed up early. Do I have to pay?',
        a: (
          <p>
            The first {EARLY_MEMBER_LIMIT} members keep lifetime access without a subscription.
            Everyone after that subscribes monthly or annually. The{' '}
            <Link to="/termsofservice#lifetime-access" className={link}>
              Terms of Service
            </Link>{' '}
            explain exactly who qualifies.
          </p>
        ),
      },
    ],
  },
];
