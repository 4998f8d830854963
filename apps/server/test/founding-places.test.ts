import { LIFETIME_HELD_MESSAGE } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { cookieOf, ORIGIN, signUp, uniqueEmail, verifyEmail } from './auth-helpers.ts';
import { learnerClient, paystackState, SANDBOX_TEST_ENV } from './billing-helpers.ts';

/**
 * The founding-member places (docs/decisions/032): GET /api/founding-places and the course
 * page's `founding` count them from LIFETIME_ACCESS_USERS and the counter, a sign-up that takes
 * one is seen at once although answers are cached, and a founding member is refused every
 * checkout and plan change before Paystack is called. Three places, so they run out here.
 */
let app: TTestApp;
withTestApp(
  { env: { ...SANDBOX_TEST_ENV, LIFETIME_ACCESS_USERS: '3', PUBLIC_CACHE_TTL_SECONDS: '60' } },
  async (built) => {
    app = built;
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
  },
);

const places = async () => {
  const res = await app.inject({ url: '/api/founding-places' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.json();
};
const courseFounding = async () =>
  (await app.inject({ url: '/api/course-pages/web/portfolio' })).json().founding;

const newAccount = async () => {
  const email = uniqueEmail('founding');
  const res = await signUp(app, email);
  expect(res.statusCode).toBe(200);
  // A proven address (decisions/034): what refuses a checkout here is the lifetime access.
  await verifyEmail(app, email);
  const learner = { email, cookie: cookieOf(res) };
  return { ...learner, client: learnerClient(app, learner) };
};

describe('founding-member places', () => {
  it('answers the total and the places left to anyone, signed out', async () => {
    expect(await places()).toEqual({ total: 3, left: 3 });
    expect(await courseFounding()).toEqual({ total: 3, left: 3 });
  });

  it('counts a place taken by a sign-up at once, cached answers included', async () => {
    const member = await newAccount();
    expect((await member.client.me()).body).toMatchObject({
      lifetimeAccess: true,
      role: 'creator',
    });
    expect((await member.client.customer()).body.lifetime).toBe('founding');
    expect(await places()).toEqual({ total: 3, left: 2 });
    expect(await courseFounding()).toEqual({ total: 3, left: 2 });
  });

  it('refuses a founding member every checkout and plan change, Paystack untouched', async () => {
    const { client, cookie } = await newAccount();
    const before = await paystackState(app);
    for (const plan of ['starterm', 'buildera', 'creatorm', 'offer']) {
      expect(await client.subscribe(plan)).toEqual({
        status: 409,
        body: { code: 'CONFLICT', message: LIFETIME_HELD_MESSAGE },
      });
    }
    const refused = {
      status: 409,
      body: { code: 'CONFLICT', message: `${LIFETIME_HELD_MESSAGE} No plan adds anything.` },
    };
    expect(await client.change('creatora')).toEqual(refused);
    const preview = await app.inject({
      url: '/api/subscription/change?plan=creatora',
      headers: { cookie, origin: ORIGIN },
    });
    expect({ status: preview.statusCode, body: preview.json() }).toEqual(refused);
    expect(await paystackState(app)).toBe(before);
  });

  it('goes back to selling once the places are gone: the next account is free and may buy', async () => {
    await newAccount();
    expect(await places()).toEqual({ total: 3, left: 0 });
    expect(await courseFounding()).toEqual({ total: 3, left: 0 });
    const late = await newAccount();
    expect((await late.client.me()).body).toMatchObject({ lifetimeAccess: false, role: 'free' });
    expect(await places()).toEqual({ total: 3, left: 0 });
    const bought = await late.client.subscribe('starterm');
    expect(bought.status).toBe(200);
    expect(bought.body.authorization_url).toMatch(/checkout/);
  });
});

describe('without founding places', () => {
  let none: TTestApp;
  withTestApp({ env: { LIFETIME_ACCESS_USERS: '0' } }, (built) => {
    none = built;
  });

  it('answers none in total and none left', async () => {
    const res = await none.inject({ url: '/api/founding-places' });
    expect(res.json()).toEqual({ total: 0, left: 0 });
  });
});
