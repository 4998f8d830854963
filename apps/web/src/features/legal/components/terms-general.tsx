import { LEGAL } from './legal-constants.ts';
import type { TLegalSection } from './legal-page.tsx';

/** Terms of Service, sections 7–14: use, content, liability, changes and governing law. */
export const TERMS_GENERAL: readonly TLegalSection[] = [
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use ThinkBuild, you agree not to:</p>
        <ul>
          <li>share your account or sell or give away access to it;</li>
          <li>download, record, copy or republish our videos, quizzes or lessons;</li>
          <li>
            try to get into parts of the service you have not paid for, or into other people’s
            accounts;
          </li>
          <li>
            disrupt the service, for example by overloading it, scraping it or spreading malware;
          </li>
          <li>use the service for anything unlawful, hateful or harmful.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Our content and your projects',
    body: (
      <ol>
        <li>
          The videos, quizzes, course material, blog posts, logo and design of ThinkBuild belong to
          us or the people who license them to us. We give you a personal, non-transferable licence
          to use them for your own learning while you have access.
        </li>
        <li>
          Code samples in lessons and blog posts are there to be used: you may copy them into your
          own projects, including commercial ones.
        </li>
        <li>The projects you build while learning are yours. We claim no ownership of them.</li>
      </ol>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <ol>
        <li>
          We work hard to keep ThinkBuild available, but it may sometimes be unavailable for
          maintenance or for reasons outside our control.
        </li>
        <li>
          We may add, update or retire courses and lessons. Dates we announce for new courses are
          plans, not promises.
        </li>
        <li>
          Quizzes help you check your own understanding. They are not a qualification or an
          accredited certificate.
        </li>
      </ol>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          The service is provided “as is”. To the extent the law allows, we are not liable for
          indirect or consequential loss, such as lost profits or lost data, arising from your use
          of the service. Our total liability to you for any claim is limited to the amount you paid
          us in the twelve months before the claim.
        </p>
        <p>
          These limits do not apply where the law does not allow them, including liability for gross
          negligence, fraud or anything the Consumer Protection Act does not allow us to exclude.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <ol>
        <li>You may stop using ThinkBuild and ask us to delete your account at any time.</li>
        <li>
          We may suspend or close an account that seriously or repeatedly breaks these terms. Where
          it is reasonable, we will warn you first and give you a chance to put things right.
        </li>
      </ol>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. The effective date at the top of this page
        always shows when they last changed. If a change materially affects you, we will tell you by
        email or when you next sign in, and may ask you to accept the new terms before continuing.
        Rights you already have, such as lifetime access earned under an earlier copy of these
        terms, are not taken away by a later change.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of {LEGAL.country}. Any dispute about them or about the
        service will be decided by the courts of {LEGAL.country}, unless the law gives you the right
        to bring it elsewhere.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Email{' '}
        <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
      </p>
    ),
  },
];
