import { Link } from 'react-router';
import { LEGAL } from './legal-constants.ts';
import type { TLegalSection } from './legal-page.tsx';

/** Privacy Policy, sections 7–12: retention, security, POPIA rights, children and contact. */
export const PRIVACY_RIGHTS: readonly TLegalSection[] = [
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
          Payment records: for as long as South African tax law requires (generally five years).
        </li>
        <li>Server logs: for a short time, unless we need them to investigate a problem.</li>
      </ul>
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
          <li>ask whether we hold information about you, and get a copy of it;</li>
          <li>ask us to correct information that is wrong or incomplete;</li>
          <li>ask us to delete information we no longer have a reason to keep;</li>
          <li>object to how we use your information;</li>
          <li>withdraw any consent you have given;</li>
          <li>
            complain to the Information Regulator (South Africa) at{' '}
            <a href="https://inforegulator.org.za" rel="noopener noreferrer" target="_blank">
              inforegulator.org.za
            </a>
            .
          </li>
        </ul>
        <p>
          To use these rights, email{' '}
          <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a> from the address on your
          account. We may ask you to confirm who you are, and we will answer within 30 days.
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
          ThinkBuild is for people aged {LEGAL.minimumAge} and older; see our{' '}
          <Link to="/termsofservice#eligibility">Terms of Service</Link>. Learners under{' '}
          {LEGAL.parentalUnder} need the permission of a parent or guardian, who consents to this
          policy on their behalf as POPIA requires.
        </p>
        <p>
          We do not knowingly collect information from anyone under {LEGAL.minimumAge}. If we learn
          that we have, we delete the account. A parent or guardian can contact us at any time to
          see, correct or delete their child’s information.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy when our service or the law changes. The effective date at the top
        of this page shows when it last changed, and we will tell you about important changes by
        email or when you next sign in.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For any privacy question or request, email our information officer at{' '}
        <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
      </p>
    ),
  },
];
