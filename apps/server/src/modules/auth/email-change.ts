import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_CHANGE_UNDO_DAYS,
  EMAIL_LINK_ERRORS,
  ACCOUNT_SECURITY_MESSAGES as SAY,
} from '@thinkbuild/core/schemas/account-security';
import { VERIFY_EMAIL_MESSAGES } from '@thinkbuild/core/schemas/email-verification';
import {
  APIError,
  type createAuthMiddleware,
  getSessionFromCtx,
  isAPIError,
} from 'better-auth/api';
import { htmlMail, type TMailer } from '../../mail/mailer.ts';

/*
 * A change of email that a stolen session cannot use to take the account (decisions/003's
 * bridge, better-auth's own change-email underneath):
 *  - /change-email takes the current password, checked here before better-auth acts, and a
 *    verified address (decisions/034);
 *  - the new address gets better-auth's confirmation link; the old one gets a notice with a
 *    "This wasn't me" link, good for EMAIL_CHANGE_UNDO_DAYS;
 *  - a confirmation link works only while its change is the account's pending one, and not for
 *    an address another account has taken since (a message, never a unique-key 500);
 *  - "This wasn't me" cancels the pending change or, once done, puts the old address back and
 *    ends every session of the account.
 * Both records live in better-auth's verification table.
 */

/** How long better-auth's confirmation link works (emailVerification.expiresIn). */
export const CONFIRM_LINK_SECONDS = 60 * 60 * 24;
const UNDO_MS = EMAIL_CHANGE_UNDO_DAYS * 24 * 60 * 60 * 1000;

const pendingId = (userId: string) => `email-change:${userId}`;
/** Only a hash of the undo token is kept: a copy of the table cannot undo anything. */
const undoId = (token: string) =>
  `email-change-undo:${createHash('sha256').update(token).digest('base64url')}`;

type TUndoRecord = { userId: string; from: string; to: string };

/** The claims of better-auth's confirmation token, read (not trusted) to refuse early. */
export function claimsOf(token: unknown): {
  updateTo?: string;
  userId?: string;
  requestType?: string;
} {
  if (typeof token !== 'string') return {};
  try {
    const payload = token.split('.')[1] ?? '';
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

type THookDeps = { publicUrl: string; mailer: TMailer };

/** The context better-auth hands a hook. */
export type TAuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth `hooks.before`: the password for a change, and the checks on its link. */
export async function checkEmailChange(ctx: TAuthHookContext) {
  if (ctx.path === '/change-email') {
    const session = await getSessionFromCtx(ctx);
    // Not signed in: better-auth's own session check answers 401.
    if (!session) return;
    // Only a proven address may be swapped for another (decisions/034).
    if (session.user.emailVerified !== true) {
      throw new APIError('FORBIDDEN', {
        code: 'EMAIL_NOT_VERIFIED',
        message: VERIFY_EMAIL_MESSAGES.needed('changeEmail'),
      });
    }
    const password: unknown = ctx.body?.password;
    if (typeof password !== 'string' || !password) {
      throw new APIError('BAD_REQUEST', {
        code: 'PASSWORD_REQUIRED',
        message: SAY.passwordRequired,
      });
    }
    const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
    const ok =
      !!credential?.password &&
      (await ctx.context.password.verify({ hash: credential.password, password }));
    if (!ok) {
      throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: SAY.wrongPassword });
    }
    return;
  }
  if (ctx.path === '/verify-email') {
    const claims = claimsOf(ctx.query?.token);
    if (claims.requestType !== 'change-email-verification' || !claims.updateTo) return;
    const { userId, updateTo } = claims;
    const refuse = (code: string, status: 'BAD_REQUEST' | 'CONFLICT', message: string) => {
      const callbackURL: unknown = ctx.query?.callbackURL;
      if (typeof callbackURL === 'string' && callbackURL) {
        const url = new URL(callbackURL, 'http://x');
        url.searchParams.set('error', code);
        throw ctx.redirect(url.pathname + url.search);
      }
      throw new APIError(status, { code, message });
    };
    const pending = userId
      ? await ctx.context.internalAdapter.findVerificationValue(pendingId(userId))
      : null;
    if (!pending || pending.value !== updateTo.toLowerCase() || pending.expiresAt < new Date()) {
      refuse(EMAIL_LINK_ERRORS.cancelled, 'BAD_REQUEST', SAY.emailLinkCancelled);
    }
    const owner = await ctx.context.internalAdapter.findUserByEmail(updateTo);
    if (owner && owner.user.id !== userId) {
      refuse(EMAIL_LINK_ERRORS.taken, 'CONFLICT', SAY.emailLinkTaken);
    }
  }
}

/** better-auth `hooks.after`: a change asked for becomes the pending one, and the old address hears. */
export async function recordEmailChange(ctx: TAuthHookContext, { publicUrl, mailer }: THookDeps) {
  if (ctx.path !== '/change-email' || isAPIError(ctx.context.returned)) return;
  const session = await getSessionFromCtx(ctx);
  const newEmail: unknown = ctx.body?.newEmail;
  if (!session || typeof newEmail !== 'string') return;
  const { internalAdapter } = ctx.context;
  const to = newEmail.toLowerCase();
  const from = session.user.email;
  // One change at a time: a newer request makes every older confirmation link useless.
  await internalAdapter.deleteVerificationByIdentifier(pendingId(session.user.id));
  await internalAdapter.createVerificationValue({
    identifier: pendingId(session.user.id),
    value: to,
    expiresAt: new Date(Date.now() + CONFIRM_LINK_SECONDS * 1000),
  });
  const token = randomBytes(32).toString('base64url');
  const record: TUndoRecord = { userId: session.user.id, from, to };
  await internalAdapter.createVerificationValue({
    identifier: undoId(token),
    value: JSON.stringify(record),
    expiresAt: new Date(Date.now() + UNDO_MS),
  });
  await mailer.send(oldAddressNotice(from, to, `${publicUrl}/account/email-undo?token=${token}`));
}

function oldAddressNotice(from: string, to: string, url: string) {
  const lines = [
    `Someone signed in to your ThinkBuild account asked to change its email from ${from} to ${to}.`,
    'If that was you, there is nothing to do: confirm the change from the new inbox.',
    `If it was not you, open the link below. It cancels the change, or puts your email back and signs out every device if the change already happened. It works for ${EMAIL_CHANGE_UNDO_DAYS} days.`,
  ];
  return {
    to: from,
    subject: 'Your ThinkBuild email is being changed',
    text: [...lines, `This wasn't me: ${url}`].join('\n\n'),
    html: htmlMail({
      heading: 'Your email is being changed',
      lines,
      button: { label: "This wasn't me", url },
    }),
  };
}

type TAuthLike = {
  $context: Promise<{
    internalAdapter: {
      consumeVerificationValue(
        identifier: string,
      ): Promise<{ value: string; expiresAt: Date } | null>;
      deleteVerificationByIdentifier(identifier: string): Promise<void>;
      findUserById(id: string): Promise<{ id: string; email: string } | null>;
      findUserByEmail(email: string): Promise<{ user: { id: string } } | null>;
      updateUser(id: string, data: { email: string }): Promise<unknown>;
      deleteUserSessions(userId: string): Promise<void>;
    };
  }>;
};

export type TUndoOutcome = 'cancelled' | 'reverted' | 'invalid' | 'taken';

/**
 * "This wasn't me" from the old address: the pending change is cancelled; a change already made
 * is reverted and every session of the account ends (the caller forgets them from the cache).
 * The token works once.
 */
export async function undoEmailChange(
  auth: TAuthLike,
  token: string,
): Promise<{ outcome: TUndoOutcome; userId?: string }> {
  const { internalAdapter } = await auth.$context;
  const row = await internalAdapter.consumeVerificationValue(undoId(token));
  if (!row || row.expiresAt < new Date()) return { outcome: 'invalid' };
  const record = JSON.parse(row.value) as TUndoRecord;
  await internalAdapter.deleteVerificationByIdentifier(pendingId(record.userId));
  const account = await internalAdapter.findUserById(record.userId);
  if (!account) return { outcome: 'invalid' };
  if (account.email.toLowerCase() !== record.to) {
    return { outcome: 'cancelled', userId: record.userId };
  }
  const holder = await internalAdapter.findUserByEmail(record.from);
  if (holder && holder.user.id !== record.userId) return { outcome: 'taken' };
  await internalAdapter.updateUser(record.userId, { email: record.from });
  await internalAdapter.deleteUserSessions(record.userId);
  return { outcome: 'reverted', userId: record.userId };
}
