import { PAYMENT_RECORD_RETENTION_YEARS } from '@thinkbuild/core/payment-retention';
import type { TPrivacySettings } from '@thinkbuild/core/schemas/guardian';
import { Link } from 'react-router';
import { LEGAL } from './legal-constants.ts';
import type { TLegalSection } from './legal-page.tsx';

/** Until the server's settings arrive (and in the prerendered page). */
export const DEFAULT_PRIVACY_SETTINGS: TPrivacySettings = {
  version: '',
  hostingRegion: 'South Africa',
  officer: { name: 'The information officer', email: 'privacy@thinkbuild.co.za' },
};

const accountLink = <Link to="/account">your account page</Link>;

/**
 * Privacy Policy, sections 7–14: retention, where it is stored, security, POPIA rights (and how
 * to use each), children, changes and contact. Where data is hosted and who the information
 * officer is are the server's settings (HOSTING_REGION, INFORMATION_OFFICER_*).
 */
export const privacyRights = ({ hostingRegion, officer }: TPrivacySettings): TLegalSection[] => [
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Account and learning information: for as long as your account is open.</li>
        <li>
          When you close your account, we delete or anonymise your personal information, except what
          we must keep by law.
        </li>
        <li>
          Payment records (amounts, dates, references, the last four digits of the card): for{' '}
          {PAYMENT_RECORD_RETENTION_YEARS} years, as South African tax law requires, even after you
          close your account; then they are deleted.
        </li>
        <li>
          A parent's or guardian's email: for as long as the learner's account is open; a consent
          link that is not used is replaced by the next one.
        </li>
        <li>
          Questions and answers you posted under lessons: when you close your account, a question
          that other learners answered stays, with your name taken off it (shown as “Deleted
          account”), because their answers were written for it; your other questions and all your
          answers are deleted.
        </li>
        <li>Server logs: for a short time, unless we need them to investigate a problem.</li>
      </ul>
    ),
  },
  {
    id: 'where-stored',
    title: 'Where it is stored',
    body: (
      <p>
        Our database, the lesson videos and our backups are hosted in {hostingRegion}. Paystack
        keeps card details in its own systems. If a provider we use stores information outside South
        Africa, we make sure it is protected to the standard POPIA requires (section 72).
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        All traffic to ThinkBuild is encrypted (HTTPS). Passwords are stored only as hashes, access
        to lessons is checked on our servers, and only the people who need to run the service can
        reach personal information. No system is perfectly secure; if a breach affects your
        information, we will tell you and the Information Regulator as POPIA requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights under POPIA',
    body: (
      <>
        <p>
          The Protection of Personal Information Act (POPIA), South Africa’s data protection law,
          gives you the right to:
        </p>
        <ul>
          <li>
            ask whether we hold information about you, and get a copy of it: use “Download my data”
            on {accountLink}, which gives you everything at once;
          </li>
          <li>
            ask us to correct information that is wrong or incomplete: change your email or password
            on {accountLink}, or email us for anything else;
          </li>
          <li>
            ask us to delete your information: use “Delete account” on {accountLink} (payment
            records stay as long as tax law requires, above);
          </li>
          <li>object to how we use your information: email us and say what you object to;</li>
          <li>
            withdraw any consent you have given (a parent or guardian can withdraw theirs): email
            us, and we stop what it allowed;
          </li>
          <li>
            complain to the Information Regulator (South Africa) at{' '}
            <a href="https://inforegulator.org.za" rel="noopener noreferrer" target="_blank">
              inforegulator.org.za
            </a>
            .
          </li>
        </ul>
        <p>
          For anything you cannot do on your account page, email {officer.name.toLowerCase()} at{' '}
          <a href={`mailto:${officer.email}`}>{officer.email}</a> from the address on your account.
          We may ask you to confirm who you are, and we will answer within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <>
        <p>
          Sign-up asks for the year of birth (only the year). A learner under {LEGAL.parentalUnder}{' '}
          gives the email of a parent or guardian, whom we ask to consent for them, as POPIA
          (sections 34 and 35) requires; see also our{' '}
          <Link to="/termsofservice#eligibility">Terms of Service</Link>. Until that person agrees,
          a learner aged {LEGAL.minimumAge} to {LEGAL.parentalUnder - 1} can learn but cannot pay or
          post, and a learner under {LEGAL.minimumAge} cannot use the account at all. If the parent
          or guardian declines, the account and everything in it is deleted at once.
        </p>
        <p>
          A parent or guardian can contact us at any time to see, correct or delete their child’s
          information, or to withdraw their consent.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our service or the law changes. When we do, signed-in
        learners see what changed once, the next time they visit. The last change (3 December 2026)
        added the record of which stretches of lesson videos you play and which quiz option you
        choose, which course authors see only counted over many learners. The change before (2
        December 2026) added the year of birth and a parent's or guardian's consent for learners
        under {LEGAL.parentalUnder}, where our data is stored, how long we keep payment records, and
        how to use each of your rights from your account page.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For any privacy question or request, write to our information officer, {officer.name}, at{' '}
        <a href={`mailto:${officer.email}`}>{officer.email}</a>. For anything else, our support
        address is <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
      </p>
    ),
  },
];
