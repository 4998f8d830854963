import { readFile, stat } from 'node:fs/promises';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import {
  apiPaths,
  coursePageTarget,
  LESSON_ANSWERS_ID,
  lessonInList,
  type TLessonAnswers,
} from '@thinkbuild/core/lesson-answers';
import type { TLessonListResponse } from '@thinkbuild/core/schemas/learning';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type TEncoding } from './accept-encoding.ts';
import { HTML_TYPE, themeOf, withTheme } from './theme.ts';

/**
 * A lesson page opened from its link, for a signed-in learner, arrives with the API answers its
 * first render needs (docs/decisions/026-lesson-answers-in-the-page.md): the session, the
 * course, the section's list, the lesson and its video link, in a JSON element at the end of the
 * page (lib/page-answers.ts in the web app takes them). The answers are made by the API's own
 * routes (`inject`, with the visitor's cookie and address), so every access rule and answer
 * shape is the API's. The shell's head goes out first, so the browser fetches the page's code
 * while the server makes the answers; the page is private and never stored.
 *
 * Returns false, having sent nothing, when there is nothing to add (no lesson page, not
 * signed in): the caller sends the plain shell.
 */
export async function sendLessonPageWithAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  shellPath: string,
): Promise<boolean> {
  const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
  const target = coursePageTarget(pathname, search);
  const cookie = request.headers.cookie;
  if (!target || !cookie || request.method !== 'GET') return false;

  const ask = async (path: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { ...passedOn(request), cookie, accept: 'application/json' },
      remoteAddress: request.ip,
    });
    return { answer, data: answer.statusCode === 200 ? (answer.json() as unknown) : undefined };
  };

  const me = await ask(apiPaths.me());
  if (me.data === undefined) return false; // signed out: the page sends them to sign in

  const html = withTheme(await shellOf(shellPath), themeOf(request));
  const end = html.lastIndexOf('</body>');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoder(encoding);
  // A session the API refreshed while answering reaches the browser as it would have.
  const refreshed = me.answer.headers['set-cookie'];
  if (refreshed) reply.header('set-cookie', refreshed);
  reply
    .status(200)
    .type(HTML_TYPE)
    .header('cache-control', 'private, no-store')
    .header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(body);
  body.write(html.slice(0, end));
  const answers: TLessonAnswers = { [apiPaths.me()]: me.data };
  // Only once the head is compressed and on its way: PGlite answers on this thread, and while
  // it works, zlib's finished chunk would wait for it.
  flushed(body, encoding)
    .then(() => answerLesson(target, ask, answers))
    .catch((error: unknown) => request.log.warn({ err: error }, 'lesson page answers'))
    .finally(() => {
      // Not executed (CSP allows no inline script): JSON the app reads. "<" is escaped so no
      // lesson text can close the element.
      const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
      body.end(
        `<script type="application/json" id="${LESSON_ANSWERS_ID}">${json}</script>\n  ${html.slice(end)}`,
      );
    });
  return true;
}

/**
 * The page request's headers an API answer may depend on, passed to the routes that make the
 * answers: `Save-Data` (the data saver's default, /api/me), the language, the host and browser.
 */
const PASSED_ON = ['host', 'user-agent', 'accept-language', 'save-data'] as const;
const passedOn = (request: FastifyRequest) => {
  const headers: Record<string, string> = {};
  for (const name of PASSED_ON) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
};

type TAsk = (path: string) => Promise<{ data: unknown }>;

/** Fills `answers` with what the page asks before its video starts, as the API answers it. */
async function answerLesson(
  target: NonNullable<ReturnType<typeof coursePageTarget>>,
  ask: TAsk,
  answers: TLessonAnswers,
) {
  const { category, project, lesson } = target;
  const keep = async (path: string) => {
    const { data } = await ask(path);
    if (data !== undefined) answers[path] = data;
    return data;
  };
  const [, list] = await Promise.all([
    keep(apiPaths.course(category, project)),
    lesson ? keep(apiPaths.sectionLessons(category, project, lesson.section)) : undefined,
  ]);
  if (!lesson || !list) return;
  const found = lessonInList(list as TLessonListResponse, lesson.number);
  if (!found) return;
  await Promise.all([
    keep(apiPaths.lesson(found.id)),
    found.playable ? keep(apiPaths.lessonVideo(found.id)) : undefined,
  ]);
}

const encoder = (encoding: TEncoding | null): Transform =>
  encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? createGzip()
      : new PassThrough();

/** Sends what is written so far: the head reaches the browser before the answers are made. */
const flushed = (body: Transform, encoding: TEncoding | null) =>
  new Promise<void>((done) => {
    if (encoding === 'br') (body as ReturnType<typeof createBrotliCompress>).flush(done);
    else if (encoding === 'gzip') (body as ReturnType<typeof createGzip>).flush(done);
    else done();
  });

/** The built shell, read again only when the build changes. */
const shells = new Map<string, { mtimeMs: number; html: Promise<string> }>();
async function shellOf(path: string) {
  const { mtimeMs } = await stat(path);
  let hit = shells.get(path);
  if (hit?.mtimeMs !== mtimeMs) {
    hit = { mtimeMs, html: readFile(path, 'utf8') };
    shells.set(path, hit);
  }
  return hit.html;
}
