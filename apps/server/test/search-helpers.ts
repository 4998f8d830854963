import type { TSection } from '@thinkbuild/core';
import type { TDb } from '../src/db/client.ts';
import { lesson, lessonCaption, lessonSnippet } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeCategories } from './factories.ts';

/**
 * The frame of a search test file (withTestApp): the app with the three categories, the rows
 * `fill` adds (it keeps the app), then a free and a creator learner signed in, their cookies
 * put in `cookies` under those names.
 */
export function withSearchApp(
  cookies: Record<string, string>,
  fill: (app: TTestApp) => Promise<unknown>,
): void {
  withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (app) => {
    await makeCategories(app.db);
    await fill(app);
    for (const role of ['free', 'creator'] as const)
      cookies[role] = (await signInAs(app, role)).cookie;
  });
}

let n = 0;

/**
 * A lesson, numbered after the one added before it, published unless told otherwise, with a
 * transcript (one caption cue) and a code snippet when given. Returns its id.
 */
export async function addLesson(
  db: TDb,
  projectId: string,
  section: TSection,
  title: string,
  description: string,
  options: { published?: boolean; transcript?: string; code?: string } = {},
) {
  const [row] = await db
    .insert(lesson)
    .values({
      projectId,
      section,
      number: ++n,
      title,
      description,
      published: options.published ?? true,
    })
    .returning({ id: lesson.id });
  const lessonId = row?.id ?? '';
  if (options.transcript)
    await db
      .insert(lessonCaption)
      .values({ lessonId, vtt: 'WEBVTT', cues: [{ start: 0, end: 2, text: options.transcript }] });
  if (options.code)
    await db
      .insert(lessonSnippet)
      .values({ lessonId, position: 1, language: 'js', code: options.code });
  return lessonId;
}

/** GET /api/search?q= as `who` (a key of `cookies`), or signed out (null). */
export const searchAs = (
  app: TTestApp,
  cookies: Record<string, string>,
  q: string,
  who: string | null,
) =>
  app.inject({
    url: `/api/search?q=${encodeURIComponent(q)}`,
    headers: who ? { cookie: cookies[who] ?? '' } : {},
  });
