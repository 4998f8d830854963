import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';
import {
  adminLesson,
  lessonWithVideo,
  renditionRow,
  testClip,
  videoOf,
} from './renditions-helpers.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'thinkbuild-fake-ffmpeg-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function appWith(ffmpegPath: string) {
  const app = await buildTestApp({ env: { FFMPEG_PATH: ffmpegPath } });
  const admin = (await signInAs(app, 'admin')).cookie;
  await makeCategories(app.db);
  const { slug } = await makeProject(app.db, { title: 'Portfolio' });
  return { app, admin, slug };
}

describe('when ffmpeg fails', () => {
  it('the lesson keeps its MP4 and the admin sees the error', async () => {
    // Answers -version like ffmpeg, then fails every transcode the way a broken encoder does.
    const fake = join(dir, 'ffmpeg');
    await writeFile(
      fake,
      '#!/bin/sh\nif [ "$2" = "-version" ]; then echo "ffmpeg version fake"; exit 0; fi\necho "Unknown encoder libx264" >&2\nexit 1\n',
    );
    await chmod(fake, 0o755);
    const { app, admin, slug } = await appWith(fake);
    try {
      const id = await lessonWithVideo(app, admin, slug, await testClip('intro'));
      await app.renditions.queue.runDue();
      const { lowData } = await adminLesson(app, admin, id);
      expect(lowData).toMatchObject({ status: 'failed' });
      expect(lowData.error).toMatch(/ffmpeg failed.*Unknown encoder libx264/);
      const res = await videoOf(app, admin, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ url: expect.stringMatching(/^\/media\//), hls: null });
      // The tree the dashboard shows carries the same error.
      const tree = await app.inject({
        url: '/api/admin/lessons',
        headers: { origin: ORIGIN, cookie: admin },
      });
      expect(JSON.stringify(tree.json())).toContain('Unknown encoder libx264');
    } finally {
      await app.cleanup();
    }
  }, 60_000);
});

describe('without ffmpeg', () => {
  it('serves the MP4 and queues no transcode', async () => {
    const { app, admin, slug } = await appWith('/nonexistent/ffmpeg');
    try {
      expect(app.renditions.enabled).toBe(false);
      const id = await lessonWithVideo(app, admin, slug, await testClip('intro'));
      expect(await renditionRow(app, id)).toBeUndefined();
      expect((await adminLesson(app, admin, id)).lowData).toBeNull();
      expect((await videoOf(app, admin, id)).json()).toMatchObject({ hls: null });
    } finally {
      await app.cleanup();
    }
  }, 60_000);
});
