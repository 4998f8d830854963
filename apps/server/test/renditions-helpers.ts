import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { lesson, videoRendition } from '../src/db/schema.ts';
import { adminCall, createLesson, tusCreate, tusPatch } from './admin-helpers.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { lessonInput } from './factories.ts';

/**
 * One of the short test-card clips in test/media/ (README there): quick to transcode, for the
 * tests of uploads and renditions. The demo lessons' own videos are in demo/videos/.
 */
export const testClip = (name: 'intro' | 'build' | 'deploy') =>
  readFile(join(import.meta.dirname, 'media', `${name}.mp4`));

/** A lesson (as the admin makes it) with `clip` uploaded through tus. */
export async function lessonWithVideo(
  app: TTestApp,
  admin: string,
  slug: string,
  clip: Buffer,
  overrides: Parameters<typeof lessonInput>[1] = {},
) {
  const { id } = await createLesson(app, admin, lessonInput(slug, overrides));
  await uploadVideo(app, admin, id, clip);
  return id;
}

export async function uploadVideo(app: TTestApp, admin: string, id: string, clip: Buffer) {
  const url = await tusCreate(app, admin, id, clip.length);
  const res = await tusPatch(app, admin, url, 0, clip);
  if (res.statusCode !== 204) throw new Error(`upload: ${res.statusCode} ${res.body}`);
}

export const renditionRow = async (app: TTestApp, lessonId: string) =>
  (await app.db.select().from(videoRendition).where(eq(videoRendition.lessonId, lessonId)))[0];

export const lessonRow = async (app: TTestApp, id: string) =>
  (await app.db.select().from(lesson).where(eq(lesson.id, id)))[0];

export const adminLesson = async (app: TTestApp, admin: string, id: string) =>
  (await adminCall(app, admin)('GET', `/api/admin/lessons/${id}`)).json();

/** What the learner's player gets for a lesson. */
export const videoOf = (app: TTestApp, cookie: string, id: string) =>
  app.inject({ url: `/api/lessons/${id}/video`, headers: { origin: ORIGIN, cookie } });

/** A ready row for a lesson, made directly (no job); returns its folder. */
export async function readyRenditionRow(app: TTestApp, lessonId: string, videoKey: string) {
  const prefix = `renditions/${lessonId}/${randomUUID()}/`;
  await app.db.insert(videoRendition).values({ lessonId, videoKey, prefix, status: 'ready' });
  return prefix;
}
