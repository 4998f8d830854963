import { UNSAFE_TEXT_MESSAGE } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { lessonInput } from './factories.ts';

/**
 * A NUL or half a surrogate pair in a path, a query or a JSON body is a 400 with a
 * field message on every route, never a 500 from the database or the UTF-8 encoder.
 */
let app: TTestApp;
let admin: string;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

const send = (method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'POST',
    url,
    headers: { origin: ORIGIN, cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const expectRefused = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION',
    fields: { [field]: UNSAFE_TEXT_MESSAGE },
  });
};

describe('the cases the hostile test found', () => {
  it('GET /api/payments/%00', async () => {
    expectRefused(await send('GET', '/api/payments/%00'), 'reference');
  });

  it('reset-password with a NUL in the token', async () => {
    const res = await send('POST', '/api/auth/reset-password', {
      token: 'abc\u0000def',
      newPassword: 'a-long-unusual-password-9',
    });
    expectRefused(res, 'token');
  });

  it('admin blog and lesson text with NUL or a lone surrogate', async () => {
    const makeBlogInput = (o: object) => ({
      category: 'web',
      order: 1,
      title: 'A post',
      summary: 'About it',
      blocks: [],
      ...o,
    });
    const blog = makeBlogInput({ title: 'Hello\u0000' });
    expectRefused(await send('POST', '/api/admin/blogs', blog), 'title');
    const para = makeBlogInput({ blocks: [{ paragraph: 'broken \ud800 emoji' }] });
    expectRefused(await send('POST', '/api/admin/blogs', para), 'blocks.0.paragraph');
    const lesson = lessonInput('any-project', { title: 'Lesson \udc00' });
    expectRefused(await send('POST', '/api/admin/lessons', lesson), 'title');
  });

  it('update-user name', async () => {
    expectRefused(await send('POST', '/api/auth/update-user', { name: 'x\u0000' }), 'name');
  });
});

const BAD = ['\u0000', '\ud800', 'a\udc00b', '\ud83d'];
/** Path and query spellings: a lone surrogate has no UTF-8 form, so its bytes come as CESU-8. */
const IN_URL = ['%00', 'a%00b', '%ED%A0%80', '%C0%80'];

const bodyWith = (bad: string) => {
  const keys = ['email', 'password', 'newPassword', 'token', 'name', 'title', 'summary'];
  const body: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, bad]));
  return { ...body, category: bad, blocks: [{ paragraph: bad, code: bad }], plan: bad, [bad]: 1 };
};

describe('every registered route, with unsafe text in each place', () => {
  it('answers no 5xx', async () => {
    const routes = app.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const [i, inUrl] of IN_URL.entries()) {
        const path = url.replace(/:[a-zA-Z]+/g, inUrl).replace('*', inUrl);
        const plain = url.replace(/:[a-zA-Z]+/g, 'x').replace('*', 'x');
        const bad = BAD[i] ?? '\u0000';
        const tries: [string, unknown][] = [
          [path, undefined],
          [`${plain}?q=${inUrl}&email=${inUrl}`, undefined],
        ];
        if (method !== 'GET') tries.push([plain, bodyWith(bad)]);
        for (const [target, body] of tries) {
          const res = await send(method, target, body);
          if (res.statusCode >= 500)
            failures.push(`${method} ${target} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
    // A walk of every route, three tries each (~2 s alone): it passed 30 s once on a machine
    // loaded five times over, so the limit is a hang's, as fuzz-routes' is, not a speed budget.
  }, 120_000);
});
