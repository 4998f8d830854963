import type { TBlogInput, TLessonInput } from '@thinkbuild/core';
import { expect } from 'vitest';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';

/** Calls the admin API as the signed-in user whose cookie is given. */
export function adminCall(app: TTestApp, cookie: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { origin: ORIGIN, cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export async function createLesson(app: TTestApp, cookie: string, input: TLessonInput) {
  const res = await adminCall(app, cookie)('POST', '/api/admin/lessons', input);
  if (res.statusCode !== 201) throw new Error(`create lesson: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

/** Publishes a blog post in Web through the admin API (201 expected); `over` sets its fields. */
export async function publishBlog(app: TTestApp, cookie: string, over: Partial<TBlogInput>) {
  const res = await adminCall(app, cookie)('POST', '/api/admin/blogs', {
    category: 'web',
    order: 50,
    title: 'A post',
    summary: 'Seen on every server at once.',
    blocks: [{ paragraph: 'Hello' }],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** tus: creates an upload of `size` bytes for a lesson; returns its URL. */
/** tus: asks to start an upload for a lesson; returns the answer as it is. */
export function tusStart(app: TTestApp, cookie: string, lessonId: string, size: number) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: {
      origin: ORIGIN,
      cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `lessonId ${b64(lessonId)},filename ${b64('clip.mp4')}`,
    },
  });
}

export async function tusCreate(app: TTestApp, cookie: string, lessonId: string, size: number) {
  const res = await tusStart(app, cookie, lessonId, size);
  if (res.statusCode !== 201) throw new Error(`tus create: ${res.statusCode} ${res.body}`);
  return String(res.headers.location);
}

/** tus: sends `bytes` at `offset`; returns the response. */
export function tusPatch(
  app: TTestApp,
  cookie: string,
  url: string,
  offset: number,
  bytes: Buffer,
) {
  return app.inject({
    method: 'PATCH',
    url,
    headers: {
      origin: ORIGIN,
      cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

export async function tusOffset(app: TTestApp, cookie: string, url: string) {
  const res = await app.inject({
    method: 'HEAD',
    url,
    headers: { cookie, 'tus-resumable': '1.0.0' },
  });
  return { status: res.statusCode, offset: Number(res.headers['upload-offset'] ?? -1) };
}
