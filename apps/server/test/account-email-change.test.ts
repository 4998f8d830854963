import {
  EMAIL_LINK_ERRORS,
  ACCOUNT_SECURITY_MESSAGES as SAY,
} from '@thinkbuild/core/schemas/account-security';
import { describe, expect, it } from 'vitest';
import { VERIFY_MAIL_SUBJECT } from '../src/modules/auth/verify-email.ts';
import type { TTestApp } from './app.ts';
import { withTestApp } from './app.ts';
import {
  cookieOf,
  ORIGIN,
  PASSWORD,
  signIn,
  signInAs,
  signUp,
  uniqueEmail,
} from './auth-helpers.ts';

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const CALLBACK = '/account?email=changed';

const post = (url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });

const me = (cookie: string) => app.inject({ url: '/api/me', headers: { cookie } });

/** The first mail to `to` about its email change (the sign-up's verification mail aside). */
const mailTo = (to: string) =>
  (app.mailer.list?.() ?? [])
    .filter((m) => m.to === to && m.subject !== VERIFY_MAIL_SUBJECT)
    .at(-1) ?? null;

/** The path and query of the first link in the last mail to `to` that matches. */
function linkIn(to: string, pattern: RegExp) {
  const link = pattern.exec(mailTo(to)?.text ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const confirmLink = (to: string) => linkIn(to, /https?:\/\/\S+verify-email\S+/);
const undoToken = (to: string) =>
  new URLSearchParams(linkIn(to, /https?:\/\/\S+email-undo\S+/).split('?')[1]).get('token') ?? '';

async function askToChange(cookie: string, newEmail: string, password = PASSWORD) {
  return post('/api/auth/change-email', cookie, { newEmail, password, callbackURL: CALLBACK });
}

describe('changing the email asks for the password', () => {
  it('refuses a change without the password, with a field message, and changes nothing', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const newEmail = uniqueEmail('thief');
    const res = await post('/api/auth/change-email', cookie, { newEmail, callbackURL: CALLBACK });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBeTruthy();
    expect(mailTo(newEmail)).toBeNull();
    expect(mailTo(email)).toBeNull();
  });

  it('refuses a wrong password with a field message and mails no one', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const newEmail = uniqueEmail('thief');
    const res = await askToChange(cookie, newEmail, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe(SAY.wrongPassword);
    expect(mailTo(newEmail)).toBeNull();
    expect(mailTo(email)).toBeNull();
    expect((await me(cookie)).json().email).toBe(email);
  });

  it('refuses a signed-out visitor and a bad address', async () => {
    const signedOut = await askToChange('', uniqueEmail());
    expect(signedOut.statusCode).toBe(401);
    const { cookie } = await signInAs(app, 'free');
    const bad = await askToChange(cookie, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.newEmail).toBe('Enter a valid email address');
  });
});

describe('the old address is told and can stop it', () => {
  it('mails a confirmation to the new address and a notice with "This wasn\'t me" to the old', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const newEmail = uniqueEmail('moved');
    expect((await askToChange(cookie, newEmail)).statusCode).toBe(200);
    expect(mailTo(newEmail)?.subject).toBe('Confirm your new ThinkBuild email');
    const notice = mailTo(email);
    expect(notice?.subject).toBe('Your ThinkBuild email is being changed');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toMatch(/This wasn't me: https?:\/\/\S+\/account\/email-undo\?token=/);
  });

  it('"This wasn\'t me" cancels a pending change: the confirmation link then does nothing', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const newEmail = uniqueEmail('thief');
    await askToChange(cookie, newEmail);
    const undo = await post('/api/account/email-change/undo', '', { token: undoToken(email) });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ outcome: 'cancelled', message: SAY.undoCancelled });

    const opened = await app.inject({ url: confirmLink(newEmail) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${CALLBACK}&error=${EMAIL_LINK_ERRORS.cancelled}`);
    expect((await me(cookie)).json().email).toBe(email);
    expect((await signIn(app, newEmail)).statusCode).toBe(401);
    // The token works once.
    const again = await post('/api/account/email-change/undo', '', { token: undoToken(email) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(SAY.undoLinkInvalid);
  });

  it('after a completed change, reverts the email and signs out every session', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const other = cookieOf(await signIn(app, email));
    const newEmail = uniqueEmail('thief');
    await askToChange(cookie, newEmail);
    const opened = await app.inject({ url: confirmLink(newEmail) });
    expect(opened.headers.location).toBe(CALLBACK);
    // Both sessions are in use (and cached) when the owner says it was not them.
    expect((await me(cookie)).json().email).toBe(newEmail);
    expect((await me(other)).statusCode).toBe(200);

    const undo = await post('/api/account/email-change/undo', '', { token: undoToken(email) });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().outcome).toBe('reverted');
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(app, email)).statusCode).toBe(200);
    expect((await signIn(app, newEmail)).statusCode).toBe(401);
    // The confirmation link cannot take it again.
    const replay = await app.inject({ url: confirmLink(newEmail) });
    expect(replay.headers.location).toBe(`${CALLBACK}&error=${EMAIL_LINK_ERRORS.cancelled}`);
    expect((await signIn(app, newEmail)).statusCode).toBe(401);
  });

  it('a newer request makes the older confirmation link useless', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await askToChange(cookie, first);
    await askToChange(cookie, second);
    const stale = await app.inject({ url: confirmLink(first) });
    expect(stale.headers.location).toBe(`${CALLBACK}&error=${EMAIL_LINK_ERRORS.cancelled}`);
    expect((await me(cookie)).json().email).toBe(email);
    const fresh = await app.inject({ url: confirmLink(second) });
    expect(fresh.headers.location).toBe(CALLBACK);
  });

  it('refuses a bad or unknown undo token', async () => {
    expect((await post('/api/account/email-change/undo', '', { token: '' })).statusCode).toBe(400);
    expect((await post('/api/account/email-change/undo', '', {})).statusCode).toBe(400);
    const unknown = await post('/api/account/email-change/undo', '', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(SAY.undoLinkInvalid);
  });
});

describe('a confirmation link for an address taken since', () => {
  it('returns to /account with a message, never a 500', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const wanted = uniqueEmail('wanted');
    await askToChange(cookie, wanted);
    const link = confirmLink(wanted);
    // Someone else signs up with that address before the link is opened.
    expect((await signUp(app, wanted)).statusCode).toBe(200);

    const opened = await app.inject({ url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${CALLBACK}&error=${EMAIL_LINK_ERRORS.taken}`);
    expect((await me(cookie)).json().email).toBe(email);

    // Without a place to return to: a 409 with the same words.
    const bare = new URL(link, ORIGIN);
    bare.searchParams.delete('callbackURL');
    const answer = await app.inject({ url: bare.pathname + bare.search });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'CONFLICT', message: SAY.emailLinkTaken });
  });
});
