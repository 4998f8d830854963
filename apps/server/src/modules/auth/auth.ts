import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PRIVACY_VERSION,
  TERMS_VERSION,
} from '@thinkbuild/core';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { trustedOrigins } from '../../http/same-origin.ts';
import { htmlMail, type TMailer } from '../../mail/mailer.ts';
import { CONFIRM_LINK_SECONDS, checkEmailChange, recordEmailChange } from './email-change.ts';
import { askGuardianIfNeeded, guardianFields } from './guardian-consent.ts';
import { passkeys } from './passkeys.ts';
import { authDatabase } from './repo.ts';
import { grantLifetimeAccessIfAvailable, markAdminIfConfigured } from './service.ts';
import { twoFactorPlugin } from './two-factor.ts';
import { verificationMail } from './verify-email.ts';

/** Set by the bridge (routes.ts) to request.ip, replacing any value a client sent. */
export const CLIENT_IP_HEADER = 'x-thinkbuild-client-ip';

type TAuthDeps = {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  secret: string;
  /** After a reset has revoked the user's sessions: servers must stop serving cached ones. */
  onPasswordReset?: (userId: string) => unknown;
  /** After better-auth updates an account (a verified new email): cached sessions hold the old. */
  onUserUpdated?: (userId: string) => unknown;
  /**
   * Before an account is deleted (its password checked): refuses (an APIError) or ends what
   * must end first, such as a paid subscription (modules/account, decisions/021).
   */
  beforeDeleteUser?: (user: { id: string; isAdmin: boolean }) => Promise<void>;
  /** After an account is deleted: its cached sessions go too, on every server. */
  onUserDeleted?: (userId: string) => unknown;
  /** After a sign-up took a founding-member place: answers that count them are out of date. */
  onLifetimeGranted?: () => unknown;
};

/**
 * better-auth: email + password, database sessions in an HttpOnly SameSite=Lax cookie (Secure
 * in production), password reset by mail. Rate limits are applied by Fastify (routes.ts), per
 * IP and per email or user, so better-auth's own limiter is off.
 */
export function createAuth(deps: TAuthDeps) {
  const { config, db, mailer, secret, onPasswordReset } = deps;
  return betterAuth({
    appName: 'ThinkBuild',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    database: authDatabase(db),
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
      // The client address is Fastify's request.ip (TRUST_PROXY decides it, decisions/015),
      // handed over by the bridge in this header; better-auth reads no forwarded header itself.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Two-factor sign-in and passkeys (decisions/035).
    plugins: [
      twoFactorPlugin(),
      passkeys({
        rpID: new URL(config.publicUrl).hostname,
        rpName: 'ThinkBuild',
        origins: trustedOrigins(config),
      }),
    ],
    logger: { level: config.env === 'test' ? 'error' : 'warn' },
    user: {
      additionalFields: {
        // Returned with the session, so a request needs no second user lookup (guards.ts).
        isAdmin: { type: 'boolean', input: false, defaultValue: false },
        lifetimeAccess: { type: 'boolean', input: false, defaultValue: false },
        ageConfirmed: { type: 'boolean', input: true, required: true },
        termsVersionAccepted: { type: 'string', input: true, required: true },
        dataSaver: { type: 'boolean', input: false, required: false },
        // POPIA (guardian-consent.ts): sign-up's body schema (passwords.ts) checks both inputs.
        birthYear: { type: 'number', input: true, required: false },
        guardianEmail: { type: 'string', input: true, required: false },
        guardianConsentAt: { type: 'date', input: false, required: false },
        privacyVersionSeen: { type: 'string', input: false, required: false },
      },
      // A new address takes effect only once its owner opens the link mailed to it; the
      // password is asked and the old address told by the hooks below (email-change.ts).
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
      // With the password again (the route's schema requires it); never by mailed token.
      deleteUser: {
        enabled: true,
        beforeDelete: async (u) => {
          // Our additionalFields are on the row better-auth hands over, not on its type.
          const isAdmin = (u as { isAdmin?: unknown }).isAdmin === true;
          await deps.beforeDeleteUser?.({ id: u.id, isAdmin });
        },
        afterDelete: async (u) => {
          await deps.onUserDeleted?.(u.id);
        },
      },
    },
    emailVerification: {
      // Sign-up mails a link proving the address; learning starts at once, paying and the rest
      // wait for it (decisions/034). The same mailer confirms a change of email (email-change.ts).
      sendOnSignUp: true,
      // The link proves the inbox, not the browser it is opened in: it signs no one in.
      autoSignInAfterVerification: false,
      expiresIn: CONFIRM_LINK_SECONDS,
      sendVerificationEmail: async (link) => {
        await mailer.send(verificationMail(link));
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user: u }) => {
        await onPasswordReset?.(u.id);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          subject: 'Reset your ThinkBuild password',
          text: [
            'Someone (hopefully you) asked to reset the password of your ThinkBuild account.',
            `Open this link within one hour to choose a new password: ${url}`,
            'If you did not ask for this, ignore this email: your password stays the same.',
          ].join('\n\n'),
          html: htmlMail({
            heading: 'Reset your password',
            lines: [
              'Someone (hopefully you) asked to reset the password of your ThinkBuild account.',
              'The link works once, for one hour. If you did not ask for this, ignore this email.',
            ],
            button: { label: 'Choose a new password', url },
          }),
        });
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Whoever changes the password ends every other session, whatever the client asks:
        // someone who knew the old one may be signed in elsewhere.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        await checkEmailChange(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        await recordEmailChange(ctx, { publicUrl: config.publicUrl, mailer });
      }),
    },
    databaseHooks: {
      user: {
        update: {
          after: async (updated) => {
            await deps.onUserUpdated?.(updated.id);
          },
        },
        create: {
          before: async (data) => {
            // The terms modal is not decoration: the server refuses a sign-up without it.
            if (data.ageConfirmed !== true) {
              throw new APIError('BAD_REQUEST', {
                code: 'AGE_NOT_CONFIRMED',
                message: 'Please confirm you are 13 or older',
              });
            }
            if (data.termsVersionAccepted !== TERMS_VERSION) {
              throw new APIError('BAD_REQUEST', {
                code: 'TERMS_NOT_ACCEPTED',
                message: 'Please accept the terms of service',
              });
            }
            return {
              data: {
                ...data,
                ...guardianFields(data),
                isAdmin: false,
                lifetimeAccess: false,
                // The policy was shown at sign-up: only a later change is shown again.
                privacyVersionSeen: PRIVACY_VERSION,
              },
            };
          },
          after: async (created) => {
            if (await grantLifetimeAccessIfAvailable(db, created.id, config.lifetimeAccessUsers))
              await deps.onLifetimeGranted?.();
            await askGuardianIfNeeded({ db, mailer, publicUrl: config.publicUrl }, created);
            await markAdminIfConfigured(db, config.adminEmail);
          },
        },
      },
    },
  });
}

export type TAuth = ReturnType<typeof createAuth>;
