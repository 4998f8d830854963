import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A one-second 320x180 blank video (2 KB, made with ffmpeg's lavfi `color` source) for journeys
 * that need lessons with a video but never look at it. Each upload queues a low-data transcode
 * (ADR 011): the old 7-second test clip cost about 1.3 s of CPU each (measured with the server's
 * ffmpeg arguments; a demo lesson's minute-long video costs more, decisions/041), and the
 * course-menu journey uploads 103, over two minutes of a core at the end of every run; this clip
 * costs under 0.1 s.
 */
export const BLANK_CLIP = readFileSync(join(import.meta.dirname, 'media', 'blank-clip.mp4'));

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A lesson's five quiz questions, the second option right. */
export const fiveQuestions = () =>
  [1, 2, 3, 4, 5].map((n) => ({
    question: `Question ${n}?`,
    options: ['A', 'B', 'C', 'D', 'E'],
    correctOption: 1,
  }));

/** A page or browser context whose `request` is signed in as the admin. */
type TAdmin = { request: APIRequestContext };

/** Creates a lesson through the admin API. */
export async function createLesson(admin: TAdmin, origin: string, data: Record<string, unknown>) {
  const created = await admin.request.post('/api/admin/lessons', { headers: { origin }, data });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; project: { slug: string } };
}

/** Uploads a lesson's video as the admin page does (tus: create, then one PATCH with every byte). */
export async function uploadVideo(admin: TAdmin, origin: string, lessonId: string, clip: Buffer) {
  const headers = { origin, 'tus-resumable': '1.0.0' };
  const upload = await admin.request.post('/api/admin/uploads', {
    headers: {
      ...headers,
      'upload-length': String(clip.length),
      'upload-metadata': `lessonId ${b64(lessonId)},filename ${b64('clip.mp4')}`,
    },
  });
  expect(upload.status()).toBe(201);
  const sent = await admin.request.patch(upload.headers().location ?? '', {
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: clip,
  });
  expect(sent.status()).toBe(204);
}

/**
 * Build lesson 1 of a new published web project of the journey's own (created, then its video
 * uploaded), so what the journey changes on it no other journey reads. The web track, as every
 * journey's own project: the seeded game track's course count is checked (accounts.spec.ts).
 */
export async function publishedLesson(admin: TAdmin, origin: string, projectTitle: string) {
  const title = `${projectTitle} ${Math.random().toString(36).slice(2, 8)}`;
  const { id, project } = await createLesson(admin, origin, {
    category: 'web',
    project: { kind: 'new', title, status: 'published' },
    section: 'build',
    number: 1,
    difficulty: 'Beginner',
    title: 'The navigation bar',
    description: '',
    questions: fiveQuestions(),
  });
  // No journey of it plays the video: the blank clip spares a transcode of a real one.
  await uploadVideo(admin, origin, id, BLANK_CLIP);
  return {
    id,
    project: { title, slug: project.slug },
    path: `/coursepage/web/${project.slug}?section=build&lesson=1`,
  };
}
