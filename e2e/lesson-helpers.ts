import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A one-second 320x180 blank video (2 KB, made with ffmpeg's lavfi `color` source) for journeys
 * that need lessons with a video but never look at it. Each upload queues a low-data transcode
 * (ADR 011): the demo clip costs about 1.3 s of CPU each (measured with the server's ffmpeg
 * arguments), and the course-menu journey uploads 103, over two minutes of a core at the end of
 * every run; this clip costs under 0.1 s.
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

/** Creates a lesson through the admin API (the page must be signed in as an admin). */
export async function createLesson(page: Page, origin: string, data: Record<string, unknown>) {
  const created = await page.request.post('/api/admin/lessons', { headers: { origin }, data });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; project: { slug: string } };
}

/** Uploads a lesson's video as the admin page does (tus: create, then one PATCH with every byte). */
export async function uploadVideo(page: Page, origin: string, lessonId: string, clip: Buffer) {
  const headers = { origin, 'tus-resumable': '1.0.0' };
  const upload = await page.request.post('/api/admin/uploads', {
    headers: {
      ...headers,
      'upload-length': String(clip.length),
      'upload-metadata': `lessonId ${b64(lessonId)},filename ${b64('clip.mp4')}`,
    },
  });
  expect(upload.status()).toBe(201);
  const sent = await page.request.patch(upload.headers().location ?? '', {
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: clip,
  });
  expect(sent.status()).toBe(204);
}
