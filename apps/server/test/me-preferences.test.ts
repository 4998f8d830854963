import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

let app: TTestApp;
let cookie = '';

withTestApp({}, async (built) => {
  app = built;
  cookie = (await signInAs(app, 'free')).cookie;
});

const patch = (payload: unknown, headers: Record<string, string> = { origin: ORIGIN, cookie }) =>
  app.inject({
    method: 'PATCH',
    url: '/api/me/preferences',
    headers,
    payload: payload as Record<string, unknown>,
  });
const me = () => app.inject({ url: '/api/me', headers: { cookie } });

describe('the data saver, remembered for the account', () => {
  it('is unset until the learner chooses (the browser hint decides)', async () => {
    expect((await me()).json().dataSaver).toBeNull();
  });

  it('is saved on and off, and /api/me says so', async () => {
    const on = await patch({ dataSaver: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().dataSaver).toBe(true);
    expect((await me()).json().dataSaver).toBe(true);
    expect((await patch({ dataSaver: false })).json().dataSaver).toBe(false);
    expect((await me()).json().dataSaver).toBe(false);
  });

  it('refuses bad input with a field message', async () => {
    for (const body of [{ dataSaver: 'yes' }, {}, { dataSaver: true, isAdmin: true }]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const res = await patch({ dataSaver: 'yes' });
    expect(JSON.stringify(res.json())).toContain('Data saver must be on or off');
  });

  it('refuses a signed-out visitor and another site', async () => {
    expect((await patch({ dataSaver: true }, { origin: ORIGIN })).statusCode).toBe(401);
    expect(
      (await patch({ dataSaver: true }, { origin: 'https://evil.example', cookie })).statusCode,
    ).toBe(403);
  });
});

describe('the browser’s Save-Data hint', () => {
  it('turns the data saver on until the learner chooses', async () => {
    const fresh = (await signInAs(app, 'free')).cookie;
    const hinted = await app.inject({
      url: '/api/me',
      headers: { cookie: fresh, 'save-data': 'on' },
    });
    expect(hinted.json().dataSaver).toBe(true);
    expect(
      (await app.inject({ url: '/api/me', headers: { cookie: fresh } })).json().dataSaver,
    ).toBeNull();
    await patch({ dataSaver: false }, { origin: ORIGIN, cookie: fresh });
    const chosen = await app.inject({
      url: '/api/me',
      headers: { cookie: fresh, 'save-data': 'on' },
    });
    expect(chosen.json().dataSaver).toBe(false);
  });
});
