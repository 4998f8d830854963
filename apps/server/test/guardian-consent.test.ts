import { GUARDIAN_HELD_MESSAGE, GUARDIAN_LOCKED_MESSAGE } from '@thinkbuild/core';
import { GUARDIAN_MESSAGES as SAY } from '@thinkbuild/core/schemas/guardian';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { withTestApp } from './app.ts';
import { cookieOf, ORIGIN, signUp, uniqueEmail, verifyEmail } from './auth-helpers.ts';
import { SANDBOX_TEST_ENV } from './billing-helpers.ts';

/**
 * POPIA sections 34–35: a learner under 18 names a parent or guardian at sign-up, who is mailed a
 * consent link. Until they agree a 13–17 learner learns but cannot pay; an under-13 cannot use
 * the account at all. Declining deletes the account.
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const thisYear = new Date().getUTCFullYear();
const bornAged = (age: number) => thisYear - age;

const post = (url: string, payload: object, cookie = '', remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, remoteAddress, headers: { origin: ORIGIN, cookie }, payload });
const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

const mailTo = (to: string) =>
  (app.mailer.list?.() ?? []).filter((m) => m.to === to).at(-1) ?? null;

/** The token of the consent link in the last mail to the guardian. */
function tokenFor(guardian: string) {
  const link = /https?:\/\/\S+guardian-consent\?token=(\S+)/.exec(mailTo(guardian)?.text ?? '');
  if (!link?.[1]) throw new Error(`no consent link mailed to ${guardian}`);
  return link[1];
}

async function minor(age: number) {
  const email = uniqueEmail('minor');
  const guardian = uniqueEmail('guardian');
  const res = await signUp(app, email, undefined, {
    birthYear: bornAged(age),
    guardianEmail: guardian,
  });
  expect(res.statusCode).toBe(200);
  // The address is proven (decisions/034): the guardian's consent alone holds the payment.
  await verifyEmail(app, email);
  // Paying is what is tested: not the lifetime-access rule of the first accounts.
  await app.db.update(user).set({ lifetimeAccess: false }).where(eq(user.email, email));
  return { email, guardian, cookie: cookieOf(res) };
}

const checkout = (learner: { email: string; cookie: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/subscription',
    headers: { origin: ORIGIN, cookie: learner.cookie },
    payload: { email: learner.email, plan: 'starterm' },
  });

describe('sign-up asks the year of birth and, under 18, a guardian', () => {
  it('refuses a missing year, an impossible one, and a minor without a guardian', async () => {
    const noYear = await signUp(app, uniqueEmail(), undefined, { birthYear: undefined });
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().fields.birthYear).toBe('Enter the year you were born, like 2008');
    const future = await signUp(app, uniqueEmail(), undefined, { birthYear: thisYear + 1 });
    expect(future.json().fields).toEqual({ birthYear: 'Enter the year you were born, like 2008' });
    const email = uniqueEmail();
    const alone = await signUp(app, email, undefined, { birthYear: bornAged(15) });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().fields).toEqual({
      guardianEmail: "Enter your parent's or guardian's email",
    });
    const self = await signUp(app, email, undefined, {
      birthYear: bornAged(15),
      guardianEmail: email,
    });
    expect(self.json().fields).toEqual({
      guardianEmail: "Use your parent's or guardian's own email, not yours",
    });
  });

  it('an adult is not held and no guardian is stored even if one is sent', async () => {
    const email = uniqueEmail();
    const res = await signUp(app, email, undefined, {
      birthYear: 1990,
      guardianEmail: 'someone@example.com',
    });
    const me = (await get('/api/me', cookieOf(res))).json();
    expect(me.guardianHold).toBe('none');
    const [row] = await app.db.select().from(user).where(eq(user.email, email));
    expect(row?.guardianEmail).toBeNull();
    expect(mailTo('someone@example.com')).toBeNull();
  });
});

describe('a learner of 15 waits for the guardian to pay', () => {
  it('learns at once, is refused a checkout, and pays once the guardian agrees', async () => {
    const teen = await minor(15);
    expect((await get('/api/me', teen.cookie)).json().guardianHold).toBe('held');
    expect((await get('/api/catalog', teen.cookie)).statusCode).toBe(200);

    const refused = await checkout(teen);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_REQUIRED',
      message: GUARDIAN_HELD_MESSAGE,
    });

    const token = tokenFor(teen.guardian);
    const view = await post('/api/guardian-consent/view', { token });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ learnerEmail: teen.email, birthYear: bornAged(15) });

    const agreed = await post('/api/guardian-consent', { token, decision: 'agree' });
    expect(agreed.json()).toEqual({ message: SAY.agreed });
    expect((await get('/api/me', teen.cookie)).json().guardianHold).toBe('none');
    expect((await checkout(teen)).statusCode).toBe(200);

    // The link works once.
    const again = await post('/api/guardian-consent', { token, decision: 'decline' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(SAY.linkInvalid);
  });

  it('a resend replaces the link (and can correct the address); limited', async () => {
    const teen = await minor(16);
    const first = tokenFor(teen.guardian);
    const corrected = uniqueEmail('real-guardian');
    const res = await post(
      '/api/account/guardian-consent/resend',
      { guardianEmail: corrected },
      teen.cookie,
    );
    expect(res.json()).toEqual({ message: SAY.resent });
    expect((await post('/api/guardian-consent/view', { token: first })).statusCode).toBe(404);
    const status = (await get('/api/account/guardian-consent', teen.cookie)).json();
    expect(status.guardian).toMatchObject({ guardianEmail: corrected, consentedAt: null });
    tokenFor(corrected);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        (await post('/api/account/guardian-consent/resend', {}, teen.cookie)).statusCode,
      );
    }
    expect(answers).toContain(429);
  });

  it('refuses bad input, a signed-out resend and a resend for an adult', async () => {
    expect(
      (await post('/api/guardian-consent', { token: 'x', decision: 'agree' })).statusCode,
    ).toBe(400);
    const bad = await post('/api/guardian-consent', { token: 'a'.repeat(40), decision: 'maybe' });
    expect(bad.json().fields).toEqual({ decision: 'Choose to agree or decline' });
    expect((await post('/api/account/guardian-consent/resend', {})).statusCode).toBe(401);
    const adult = cookieOf(await signUp(app, uniqueEmail()));
    // From another address: the per-address limit of the test above is not this test's.
    const none = await post('/api/account/guardian-consent/resend', {}, adult, '10.9.9.9');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SAY.nothingToResend);
  });
});

describe('under 13 the account waits for the guardian altogether', () => {
  it('is locked except for who-am-I, the consent and leaving; open after consent', async () => {
    const child = await minor(11);
    const me = (await get('/api/me', child.cookie)).json();
    expect(me.guardianHold).toBe('locked');
    const catalog = await get('/api/catalog', child.cookie);
    expect(catalog.statusCode).toBe(403);
    expect(catalog.json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_REQUIRED',
      message: GUARDIAN_LOCKED_MESSAGE,
    });
    expect((await get('/api/account/guardian-consent', child.cookie)).statusCode).toBe(200);
    expect((await get('/api/account/data', child.cookie)).statusCode).toBe(200);

    const token = tokenFor(child.guardian);
    await post('/api/guardian-consent', { token, decision: 'agree' });
    expect((await get('/api/catalog', child.cookie)).statusCode).toBe(200);
  });

  it('a guardian who declines deletes the account', async () => {
    const child = await minor(12);
    const token = tokenFor(child.guardian);
    const declined = await post('/api/guardian-consent', { token, decision: 'decline' });
    expect(declined.json()).toEqual({ message: SAY.declined });
    const rows = await app.db.select().from(user).where(eq(user.email, child.email));
    expect(rows).toEqual([]);
    expect((await get('/api/me', child.cookie)).statusCode).toBe(401);
  });
});
