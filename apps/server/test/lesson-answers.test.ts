import { gunzipSync } from 'node:zlib';
import { apiPaths, LESSON_ANSWERS_ID, type TLessonAnswers } from '@thinkbuild/core/lesson-answers';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeWebDist, type TTestApp, withTestApp } from './app.ts';
import { seedWithRoles, type TCookies, type TLessonIn } from './learning-helpers.ts';

/**
 * A lesson page opened from its link carries the API answers its first render needs
 * (docs/decisions/026): the same answers the API gives that learner, and nothing more.
 */
let app: TTestApp;
let cookies: TCookies;
let lessonIn: TLessonIn;
withTestApp(
  { webDistDir: await makeWebDist(), env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } },
  async (built) => {
    app = built;
    ({ cookies, lessonIn } = await seedWithRoles(app));
  },
);

const LESSON = '/coursepage/web/portfolio?section=build&lesson=1';
const open = (url: string, who?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...headers, ...(who ? { cookie: cookies[who] ?? '' } : {}) } });
const api = async (path: string, who: string) =>
  (await app.inject({ url: `/api${path}`, headers: { cookie: cookies[who] ?? '' } })).json();

/** The answers in a page, or null when it carries none. */
function answersIn(html: string): TLessonAnswers | null {
  const match = new RegExp(
    `<script type="application/json" id="${LESSON_ANSWERS_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match ? (JSON.parse(match[1] ?? '') as TLessonAnswers) : null;
}
const bodyOf = (res: LightMyRequestResponse) =>
  res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;

describe('a lesson page with its answers', () => {
  it('brings the session, course, section list, lesson and video link, as the API gives them', async () => {
    const res = await open(LESSON, 'builder');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.body).toContain('<!-- lesson shell -->');
    const answers = answersIn(res.body);
    const id = lessonIn.build ?? '';
    const paths = [
      apiPaths.me(),
      apiPaths.course('web', 'portfolio'),
      apiPaths.sectionLessons('web', 'portfolio', 'build'),
      apiPaths.lesson(id),
      apiPaths.lessonVideo(id),
    ];
    expect(Object.keys(answers ?? {}).sort()).toEqual([...paths].sort());
    // The same as the API's own answers (the video link is signed anew each time).
    for (const path of paths.filter((p) => p !== apiPaths.lessonVideo(id)))
      expect(answers?.[path]).toEqual(await api(path, 'builder'));
    expect(answers?.[apiPaths.lessonVideo(id)]).toMatchObject({ url: expect.any(String) });
    // The page still ends as the shell does.
    expect(res.body.trimEnd()).toMatch(/<\/body>\s*<\/html>$/);
  });

  it("answers as the API would the browser's own request: Save-Data turns the data saver on", async () => {
    // A learner who has not chosen: the browser's Save-Data decides (GET /api/me).
    const headers = { cookie: cookies.free ?? '', 'save-data': 'on' };
    const page = await app.inject({ url: LESSON, headers });
    const own = await app.inject({ url: `/api${apiPaths.me()}`, headers });
    expect(own.json()).toMatchObject({ dataSaver: true });
    expect(answersIn(page.body)?.[apiPaths.me()]).toEqual(own.json());
  });

  it('brings no lesson or video link the plan keeps closed, and only refusals are left out', async () => {
    const answers = answersIn(
      (await open('/coursepage/web/portfolio?section=planning&lesson=1', 'free')).body,
    );
    const id = lessonIn.planning ?? '';
    expect(answers?.[apiPaths.me()]).toMatchObject({ email: expect.any(String) });
    expect(answers?.[apiPaths.sectionLessons('web', 'portfolio', 'planning')]).toMatchObject({
      access: { allowed: false },
    });
    expect(answers).not.toHaveProperty([apiPaths.lesson(id)]);
    expect(answers).not.toHaveProperty([apiPaths.lessonVideo(id)]);
  });

  it('brings the course alone when the link names no lesson, or one that is not there', async () => {
    for (const url of [
      '/coursepage/web/portfolio',
      '/coursepage/web/portfolio?section=build&lesson=999',
    ]) {
      const answers = answersIn((await open(url, 'builder')).body);
      expect(answers).toHaveProperty([apiPaths.course('web', 'portfolio')]);
      expect(Object.keys(answers ?? {}).some((p) => p.startsWith('/lessons/'))).toBe(false);
    }
    const unknown = answersIn((await open('/coursepage/web/no-such-project', 'builder')).body);
    expect(Object.keys(unknown ?? {})).toEqual([apiPaths.me()]);
  });

  it('sends the plain, cacheable shell to a signed-out visitor or a bad cookie', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged' }]) {
      const res = await app.inject({ url: LESSON, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(answersIn(res.body)).toBeNull();
    }
  });

  it('compresses the page it streams when the browser accepts it', async () => {
    const res = await open(LESSON, 'builder', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(answersIn(bodyOf(res))).toHaveProperty([apiPaths.me()]);
  });

  it('keeps lesson text from closing the element', async () => {
    const res = await open(LESSON, 'builder');
    const json = /id="lesson-answers">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '';
    expect(json).not.toContain('<');
  });
});
