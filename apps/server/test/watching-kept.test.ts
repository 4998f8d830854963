import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { seedWithRoles, type TLessonIn } from './learning-helpers.ts';

/**
 * POST /api/lessons/:id/watching with the server's caches on, as in production: a batch reads
 * its lesson through the cache and leaves the learner's kept session alone (decisions/045).
 */
let app: TTestApp;
let lessonIn: TLessonIn;
let adminCookie: string;

withTestApp(
  {
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PUBLIC_CACHE_TTL_SECONDS: '60',
      SESSION_CACHE_TTL_SECONDS: '60',
    },
  },
  async (built) => {
    app = built;
    let cookies: Awaited<ReturnType<typeof seedWithRoles>>['cookies'];
    ({ lessonIn, cookies } = await seedWithRoles(app));
    adminCookie = cookies.admin ?? '';
  },
);

const batch = { buckets: [{ bucket: 0, plays: 1 }] };
const send = (lessonId: string, cookie: string) =>
  app.inject({
    method: 'POST',
    url: `/api/lessons/${lessonId}/watching`,
    headers: { origin: ORIGIN, cookie },
    payload: batch,
  });
const me = async (cookie: string) =>
  (await app.inject({ url: '/api/me', headers: { cookie } })).json();

async function creator() {
  const { email, cookie } = await signInAs(app, 'creator');
  return { email, cookie };
}

describe('collecting watching, with the caches on', () => {
  it('leaves the learner’s kept session alone; a progress save still drops it', async () => {
    const { email, cookie } = await creator();
    const id = lessonIn.build ?? '';
    expect((await me(cookie)).dataSaver).toBeNull();
    // Changed behind the server's back: only a dropped session reads it again.
    await app.db.update(user).set({ dataSaver: true }).where(eq(user.email, email));
    expect((await send(id, cookie)).statusCode).toBe(200);
    expect((await me(cookie)).dataSaver).toBeNull();
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/lessons/${id}/progress`,
      headers: { origin: ORIGIN, cookie },
      payload: { positionSeconds: 5 },
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(cookie)).dataSaver).toBe(true);
  });

  it('refuses a batch at once when an admin deletes the lesson it read before', async () => {
    const { cookie } = await creator();
    const id = lessonIn.explanation ?? '';
    expect((await send(id, cookie)).json()).toEqual({ recorded: 1 });
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/lessons/${id}`,
      headers: { origin: ORIGIN, cookie: adminCookie },
    });
    expect(deleted.statusCode).toBe(200);
    const refused = await send(id, cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This lesson does not exist');
  });
});
