import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { SIGN_IN_FACTOR_MESSAGES } from '@thinkbuild/core/schemas/sign-in-factors';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { z } from 'zod';

/*
 * Passkeys (WebAuthn, decisions/035) as a better-auth plugin on @simplewebauthn/server, the
 * library better-auth's own passkey package is built on (that package is not published for the
 * better-auth we run). A signed-in learner adds one (a name, the authenticator's public key) and
 * may rename or remove it; anyone can sign in with one without a password. The challenge of each
 * ceremony is kept server-side (the verification table) under a signed, short-lived cookie and
 * used once. Signing in asks the authenticator to verify the person (PIN or biometrics), so a
 * passkey is two factors in one: it stands in for password + code.
 */

const CHALLENGE_COOKIE = 'passkey_challenge';
const CHALLENGE_SECONDS = 5 * 60;

type TPasskeyRow = {
  id: string;
  name: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  lastUsedAt: Date | null;
  createdAt: Date;
};

type TRelyingParty = {
  /** The site's host name, the passkey's scope (`localhost` in development). */
  rpID: string;
  rpName: string;
  /** The origins a ceremony may come from (the site's own). */
  origins: string[];
};

const nameField = z.string().trim().min(1).max(60);
// The browser's answer: @simplewebauthn/server reads and checks every part of it.
const ceremonyAnswer = z.record(z.string(), z.unknown());

/** The browser's answer as @simplewebauthn/server types it; it checks every part itself. */
// biome-ignore lint/suspicious/noExplicitAny: validated field by field by verify*Response
const asResponse = (value: Record<string, unknown>) => value as any;

type TCtx = GenericEndpointContext;

const summary = (row: TPasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  backedUp: row.backedUp,
});

export const passkeys = (rp: TRelyingParty) => {
  /** Keeps this ceremony's challenge for CHALLENGE_SECONDS, named by a signed cookie. */
  const keepChallenge = async (ctx: TCtx, challenge: string, userId: string | null) => {
    const identifier = `passkey-${generateRandomString(32)}`;
    await ctx.context.internalAdapter.createVerificationValue({
      identifier,
      value: JSON.stringify({ challenge, userId }),
      expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    });
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_SECONDS });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  };

  /** This ceremony's challenge, used up: a second answer to the same challenge is refused. */
  const takeChallenge = async (ctx: TCtx) => {
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    const found = identifier
      ? await ctx.context.internalAdapter.consumeVerificationValue(identifier).catch(() => null)
      : null;
    if (!found || new Date(found.expiresAt) < new Date()) {
      throw APIError.from('BAD_REQUEST', {
        code: 'PASSKEY_CHALLENGE_EXPIRED',
        message: 'That took too long. Please try again.',
      });
    }
    return JSON.parse(found.value) as { challenge: string; userId: string | null };
  };

  const refused = (message: string) =>
    APIError.from('BAD_REQUEST', { code: 'PASSKEY_REFUSED', message });

  const ownPasskey = async (ctx: TCtx, userId: string, id: string) => {
    const row = await ctx.context.adapter.findOne<TPasskeyRow>({
      model: 'passkey',
      where: [{ field: 'id', value: id }],
    });
    if (!row || row.userId !== userId) {
      throw APIError.from('NOT_FOUND', {
        code: 'PASSKEY_NOT_FOUND',
        message: SIGN_IN_FACTOR_MESSAGES.passkeyNotFound,
      });
    }
    return row;
  };

  const listOf = (ctx: TCtx, userId: string) =>
    ctx.context.adapter.findMany<TPasskeyRow>({
      model: 'passkey',
      where: [{ field: 'userId', value: userId }],
      sortBy: { field: 'createdAt', direction: 'asc' },
    });

  return {
    id: 'thinkbuild-passkeys',
    schema: {
      passkey: {
        fields: {
          name: { type: 'string', required: true },
          userId: { type: 'string', required: true, references: { model: 'user', field: 'id' } },
          credentialId: { type: 'string', required: true, unique: true },
          publicKey: { type: 'string', required: true },
          counter: { type: 'number', required: true },
          deviceType: { type: 'string', required: true },
          backedUp: { type: 'boolean', required: true },
          transports: { type: 'string', required: false },
          lastUsedAt: { type: 'date', required: false },
          createdAt: { type: 'date', required: true },
          updatedAt: { type: 'date', required: true },
        },
      },
    },
    endpoints: {
      passkeyRegisterOptions: createAuthEndpoint(
        '/passkey/register-options',
        { method: 'POST', use: [sessionMiddleware] },
        async (ctx) => {
          const { user } = ctx.context.session;
          const existing = await listOf(ctx, user.id);
          const options = await generateRegistrationOptions({
            rpName: rp.rpName,
            rpID: rp.rpID,
            userName: user.email,
            userDisplayName: user.name || user.email,
            userID: new TextEncoder().encode(user.id),
            attestationType: 'none',
            excludeCredentials: existing.map((p) => ({ id: p.credentialId })),
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          });
          await keepChallenge(ctx, options.challenge, user.id);
          return ctx.json(options);
        },
      ),
      passkeyRegister: createAuthEndpoint(
        '/passkey/register',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ name: nameField, response: ceremonyAnswer }),
        },
        async (ctx) => {
          const { user } = ctx.context.session;
          const kept = await takeChallenge(ctx);
          if (kept.userId !== user.id) throw refused('That passkey was started by someone else.');
          const result = await verifyRegistrationResponse({
            response: asResponse(ctx.body.response),
            expectedChallenge: kept.challenge,
            expectedOrigin: rp.origins,
            expectedRPID: rp.rpID,
            requireUserVerification: true,
          }).catch(() => ({ verified: false as const }));
          if (!result.verified) throw refused('Your device could not add this passkey.');
          const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo;
          const now = new Date();
          const row = await ctx.context.adapter.create<Omit<TPasskeyRow, 'id'>, TPasskeyRow>({
            model: 'passkey',
            data: {
              name: ctx.body.name,
              userId: user.id,
              credentialId: credential.id,
              publicKey: Buffer.from(credential.publicKey).toString('base64url'),
              counter: credential.counter,
              deviceType: credentialDeviceType,
              backedUp: credentialBackedUp,
              transports: credential.transports?.join(',') ?? null,
              lastUsedAt: null,
              createdAt: now,
            },
          });
          return ctx.json(summary(row));
        },
      ),
      passkeyList: createAuthEndpoint(
        '/passkey/list',
        { method: 'GET', use: [sessionMiddleware] },
        async (ctx) => {
          const rows = await listOf(ctx, ctx.context.session.user.id);
          return ctx.json({ passkeys: rows.map(summary) });
        },
      ),
      passkeyRename: createAuthEndpoint(
        '/passkey/rename',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ id: z.string(), name: nameField }),
        },
        async (ctx) => {
          const row = await ownPasskey(ctx, ctx.context.session.user.id, ctx.body.id);
          const updated = await ctx.context.adapter.update<TPasskeyRow>({
            model: 'passkey',
            where: [{ field: 'id', value: row.id }],
            update: { name: ctx.body.name, updatedAt: new Date() },
          });
          return ctx.json(summary(updated ?? { ...row, name: ctx.body.name }));
        },
      ),
      passkeyRemove: createAuthEndpoint(
        '/passkey/remove',
        { method: 'POST', use: [sessionMiddleware], body: z.object({ id: z.string() }) },
        async (ctx) => {
          const row = await ownPasskey(ctx, ctx.context.session.user.id, ctx.body.id);
          await ctx.context.adapter.delete({
            model: 'passkey',
            where: [{ field: 'id', value: row.id }],
          });
          return ctx.json({ removed: true });
        },
      ),
      passkeySignInOptions: createAuthEndpoint(
        '/passkey/sign-in-options',
        { method: 'POST' },
        async (ctx) => {
          // No email asked: the browser offers the passkeys it holds for this site.
          const options = await generateAuthenticationOptions({
            rpID: rp.rpID,
            userVerification: 'required',
          });
          await keepChallenge(ctx, options.challenge, null);
          return ctx.json(options);
        },
      ),
      passkeySignIn: createAuthEndpoint(
        '/passkey/sign-in',
        { method: 'POST', body: z.object({ response: ceremonyAnswer }) },
        async (ctx) => {
          const kept = await takeChallenge(ctx);
          const id = typeof ctx.body.response.id === 'string' ? ctx.body.response.id : '';
          const row = id
            ? await ctx.context.adapter.findOne<TPasskeyRow>({
                model: 'passkey',
                where: [{ field: 'credentialId', value: id }],
              })
            : null;
          if (!row) throw refused('This passkey is not on any ThinkBuild account.');
          const result = await verifyAuthenticationResponse({
            response: asResponse(ctx.body.response),
            expectedChallenge: kept.challenge,
            expectedOrigin: rp.origins,
            expectedRPID: rp.rpID,
            credential: {
              id: row.credentialId,
              publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
              counter: row.counter,
              transports: row.transports?.split(',') ?? [],
            },
            requireUserVerification: true,
          }).catch(() => ({ verified: false as const, authenticationInfo: null }));
          if (!result.verified || !result.authenticationInfo) {
            throw refused('Your device could not sign you in with this passkey.');
          }
          const user = await ctx.context.internalAdapter.findUserById(row.userId);
          if (!user) throw refused('This passkey is not on any ThinkBuild account.');
          const now = new Date();
          await ctx.context.adapter.update({
            model: 'passkey',
            where: [{ field: 'id', value: row.id }],
            update: {
              counter: result.authenticationInfo.newCounter,
              lastUsedAt: now,
              updatedAt: now,
            },
          });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email } });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
};
