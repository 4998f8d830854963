import { VERIFY_EMAIL_PATH } from '@thinkbuild/core/schemas/email-verification';
import { htmlMail, type TMail } from '../../mail/mailer.ts';
import { claimsOf } from './email-change.ts';

/*
 * Verified email (decisions/034). better-auth mails one kind of link for two purposes: proving
 * the address a learner signed up with (sent on sign-up and by Resend), and confirming a new
 * address (a change of email, email-change.ts). The token's claims say which; each gets its own
 * words, and a sign-up link always lands on the web app's /verify-email page.
 */

/** The subject of the sign-up link's mail (tests find it in the outbox by it). */
export const VERIFY_MAIL_SUBJECT = 'Verify your ThinkBuild email';

type TLink = { user: { email: string }; url: string; token: string };

/** The mail for better-auth's `emailVerification.sendVerificationEmail`. */
export function verificationMail({ user, url, token }: TLink): TMail {
  if (claimsOf(token).updateTo) return newAddressMail(user.email, url);
  const link = new URL(url);
  // Sign-up sends no callbackURL (its body is ours, strict): the link lands on our page.
  link.searchParams.set('callbackURL', VERIFY_EMAIL_PATH);
  return signUpMail(user.email, link.toString());
}

function signUpMail(to: string, url: string): TMail {
  const lines = [
    'Welcome to ThinkBuild. Please confirm that this address is yours.',
    'You can start learning straight away; paying, earning certificates and changing your email need a confirmed address. The link works for 24 hours.',
  ];
  return {
    to,
    subject: VERIFY_MAIL_SUBJECT,
    text: [...lines, `Open this link to verify your email: ${url}`].join('\n\n'),
    html: htmlMail({
      heading: 'Verify your email',
      lines,
      button: { label: 'Verify my email', url },
    }),
  };
}

function newAddressMail(to: string, url: string): TMail {
  return {
    to,
    subject: 'Confirm your new ThinkBuild email',
    text: [
      'Someone (hopefully you) asked to use this address for a ThinkBuild account.',
      `Open this link within 24 hours to confirm it: ${url}`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n\n'),
    html: htmlMail({
      heading: 'Confirm your new email',
      lines: [
        'Someone (hopefully you) asked to use this address for a ThinkBuild account.',
        'The link works for 24 hours. If you did not ask for this, ignore this email.',
      ],
      button: { label: 'Confirm this email', url },
    }),
  };
}
