import { LEGAL } from './legal-constants.ts';
import type { TLegalSection } from './legal-page.tsx';

/** Privacy Policy, sections 1–6: what we collect, why, payments, cookies and sharing. */
export const PRIVACY_DATA: readonly TLegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {LEGAL.company} is an online learning platform based in South Africa. We are the
        “responsible party” for your personal information under the Protection of Personal
        Information Act, 2013 (POPIA). This policy explains what we collect, why, and the rights you
        have. You can reach us at <a href={`mailto:${LEGAL.supportEmail}`}>{LEGAL.supportEmail}</a>.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>Your email address, used to sign you in and to write to you.</li>
          <li>
            Your password, stored only as a one-way hash. We never store it in readable form, and
            nobody at ThinkBuild can see it.
          </li>
          <li>
            Your year of birth (only the year), to know whether a parent or guardian must agree, and
            the version of the terms you accepted.
          </li>
          <li>If you are under 18: your parent's or guardian's email, and when they agreed.</li>
        </ul>
        <h3>Your learning</h3>
        <ul>
          <li>Which lessons you have started and finished, and where you stopped in a video.</li>
          <li>
            Your quiz results, so you can see your progress and retry, and which option you chose
            for each question.
          </li>
          <li>
            Which 10-second stretches of a lesson’s video you played, and how many times: the player
            sends them about once a minute and when you leave the lesson (later, if you watched
            offline). Nothing else about how you use the page is recorded.
          </li>
          <li>
            In code exercises: your saved code, your check results, which hints you opened and
            whether you opened the solution, so you can pick up where you left off and we can see
            where learners need help.
          </li>
          <li>
            Course authors see your watching, quiz answers and exercise results only counted
            together with other learners’ (for example, how many learners watched each part of a
            video), never who did what, and no count under 5 is shown as a number.
          </li>
          <li>
            The notes and bookmarks you leave at moments of a lesson: only you can read them; they
            are in “Download my data” and deleted with your account.
          </li>
        </ul>
        <h3>Your subscription</h3>
        <ul>
          <li>Your plan, billing period, subscription status and next payment date.</li>
          <li>
            The reference numbers our payment provider gives us, and the last four digits and brand
            of your card (for example “Visa ending 4242”).
          </li>
        </ul>
        <h3>Technical information</h3>
        <ul>
          <li>
            Basic server logs, such as your IP address, browser type and the pages requested, which
            we use to keep the service secure and working.
          </li>
          <li>Anything you choose to send us, such as a support email.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <>
        <p>We use your information only to:</p>
        <ul>
          <li>create and run your account and sign you in;</li>
          <li>show you the lessons your tier unlocks and save your progress and quiz results;</li>
          <li>
            improve our courses from counts over many learners (where they stop watching, which
            questions they find hard), never from one learner’s record;
          </li>
          <li>take payments and manage your subscription;</li>
          <li>send emails you need, such as password resets and important account notices;</li>
          <li>keep the service secure, prevent abuse and fix problems;</li>
          <li>meet our legal obligations, such as keeping financial records.</li>
        </ul>
        <p>
          We process it because it is needed to provide the service you signed up for, to comply
          with the law, or for our legitimate interest in running a safe service. We do not sell
          your information, and we do not use it for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Card payments are handled by Paystack, our payment provider. You enter your card details on
        Paystack’s secure payment page, not on ours, so we never see or store your full card number
        or security code. Paystack sends us only what we need to manage your subscription: the last
        four digits of your card, its brand, your plan and your payment dates. Paystack’s own
        privacy policy applies to the information you give them.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          ThinkBuild uses one cookie: a session cookie that keeps you signed in. It is strictly
          necessary, cannot be read by scripts on the page, and is removed when you log out or the
          session expires.
        </p>
        <p>
          We do not use advertising cookies, analytics cookies or third-party trackers, so there is
          nothing to opt out of. If you block cookies in your browser, you will not be able to sign
          in.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share personal information only with:</p>
        <ul>
          <li>Paystack, to process your payments;</li>
          <li>
            the companies that host our servers, store our videos and send our emails, who act only
            on our instructions and must keep your information secure;
          </li>
          <li>authorities, when the law requires us to.</li>
        </ul>
        <p>
          If any of these providers stores information outside South Africa, we make sure it is
          protected to the standard POPIA requires.
        </p>
      </>
    ),
  },
];
