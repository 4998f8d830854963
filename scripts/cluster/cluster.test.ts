import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from './client.ts';
import { startCluster, type TCluster } from './cluster.ts';
import { chooseQuality, launchChromium, learnerPage, playPast } from './hls-browser.ts';

/**
 * `npm run test:cluster`: nginx round-robin over two web servers and one job worker
 * (decisions/027), one PostgreSQL database, one Redis, one bucket, all started by the test and
 * removed afterwards, even on failure.
 */
const PORT = Number(process.env.CLUSTER_PORT ?? 3160);
const REDIS = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/6';
const PASSWORD = 'thinkbuild-demo';
const clip = () => readFile(join(import.meta.dirname, '../../apps/server/test/media/deploy.mp4'));
const b64 = (s: string) => Buffer.from(s).toString('base64');

/** A low-data version's media segment in the bucket, by its presigned URL. */
const SEGMENT = /\/renditions\/[^?]+\/seg_\d+\.m4s\?/;

let cluster: TCluster;
let A = '';
let B = '';
let LB = '';

// Starting the cluster (building first if no build is there) starts nginx, a test S3 store, two
// servers and a worker on a fresh PostgreSQL database the first migrates and seeds: minutes when
// loaded. Then the worker's ffmpeg makes the demo's low-data versions in the background, one
// lesson after another (each a video of its own of about a minute, decisions/041), and the HLS
// test waits for its lesson's: the first one queued.
beforeAll(async () => {
  cluster = await startCluster({
    port: PORT,
    redisUrl: REDIS,
    quiet: true,
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      LIFETIME_ACCESS_USERS: '0', // a new account is a free one
    },
  });
  LB = cluster.url;
  [A, B] = cluster.servers.map((s) => s.url) as [string, string];
}, 240_000);
afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('two servers behind nginx', () => {
  it('spreads requests round-robin over both servers, each with a request id', async () => {
    const c = httpClient(LB);
    const health = await c.call(LB, 'GET', '/api/health');
    expect(health.json).toMatchObject({ status: 'ok', db: 'ok', redis: 'ok', storage: 'ok' });
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id
    for (let i = 0; i < 10; i++) await c.call(LB, 'GET', '/api/health/live');
    // Each server's own /metrics (loopback, not through nginx) says how many it answered.
    const served = async (base: string) => {
      const text = (await c.call(base, 'GET', '/metrics')).text;
      const line = text.match(
        /http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} (\d+)/,
      );
      return Number(line?.[1] ?? 0);
    };
    const [onA, onB] = [await served(A), await served(B)];
    expect(onA + onB).toBe(10);
    expect(Math.min(onA, onB)).toBeGreaterThanOrEqual(4);
    // Through nginx, /metrics is not served.
    expect((await c.call(LB, 'GET', '/metrics')).status).toBe(403);
  });

  it('keeps a session signed in through nginx on both servers', async () => {
    const c = httpClient(LB, '198.51.100.1');
    expect((await c.signIn(LB, 'creator@thinkbuild.dev', PASSWORD)).status).toBe(200);
    const onA = await c.call(A, 'GET', '/api/me');
    const onB = await c.call(B, 'GET', '/api/me');
    expect(onA.status).toBe(200);
    expect(onB.json).toEqual(onA.json);
    expect(onB.json).toMatchObject({ email: 'creator@thinkbuild.dev', role: 'creator' });
  });

  it('shows a blog post created through one server through the other at once', async () => {
    const admin = httpClient(LB, '198.51.100.2');
    expect((await admin.signInAdmin(A, 'admin@thinkbuild.dev', PASSWORD)).status).toBe(200);
    const title = `Cluster post ${Date.now()}`;
    const list = () => httpClient(LB).call(B, 'GET', '/api/blogs?category=web');
    expect((await list()).text).not.toContain(title); // B now holds the list in its cache
    const created = await admin.call(A, 'POST', '/api/admin/blogs', {
      category: 'web',
      order: 1,
      title,
      summary: 'Written on server A.',
      blocks: [{ paragraph: 'Read on server B.' }],
    });
    expect(created.status).toBe(201);
    const read = await httpClient(LB).call(B, 'GET', `/api/blogs/${created.json.slug}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ title });
    expect((await list()).text).toContain(title); // A's write emptied B's cache too
  });

  it('serves a project published through B from both servers; taken down through A, it is gone from both within a second', async () => {
    const creator = httpClient(LB, '198.51.100.9');
    expect((await creator.signIn(A, 'creator@thinkbuild.dev', PASSWORD)).status).toBe(200);
    const ws = '/api/projects/web/portfolio/workspace';
    const read = await creator.call(A, 'GET', ws);
    expect(read.status).toBe(200);
    const files = [{ path: 'index.html', content: '<h1>Built in the cluster</h1>' }];
    const saved = await creator.call(B, 'PUT', ws, { baseRevision: read.json.revision, files });
    expect(saved.status).toBe(200);
    const handle = `cluster-${Date.now().toString(36)}`;
    expect((await creator.call(A, 'PUT', '/api/sites/handle', { handle })).status).toBe(200);
    const published = await creator.call(B, 'POST', '/api/projects/web/portfolio/site');
    expect(published.status).toBe(200);
    const url = (published.json.site as { url: string }).url;
    expect(url).toBe(`${cluster.sitesUrl}/${handle}/web-portfolio/`);
    // Round-robin: each server's origin answers, and keeps the page in its memory.
    for (let i = 0; i < 4; i++) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Built in the cluster');
    }
    expect((await creator.call(A, 'DELETE', '/api/projects/web/portfolio/site')).status).toBe(200);
    // Both servers dropped it: four requests in a row, over both, all 404, within a second.
    await expect
      .poll(
        async () => (await Promise.all([0, 1, 2, 3].map(() => fetch(url)))).map((r) => r.status),
        { timeout: 1_000, interval: 50 },
      )
      .toEqual([404, 404, 404, 404]);
  });

  it('finishes on B an upload half-sent to A; the lesson then plays from a presigned URL', async () => {
    const admin = httpClient(LB, '198.51.100.3');
    await admin.signInAdmin(A, 'admin@thinkbuild.dev', PASSWORD);
    const lesson = await admin.call(A, 'POST', '/api/admin/lessons', {
      category: 'web',
      // A project of its own: the demo Portfolio is learnt in order, so a lesson 90 there is locked.
      project: { kind: 'new', title: 'Uploads across servers', status: 'published' },
      section: 'build',
      number: 1,
      difficulty: 'Beginner',
      title: 'Uploaded across servers',
      description: 'Half on A, half on B',
      questions: Array.from({ length: 5 }, (_, q) => ({
        question: `Question ${q + 1}?`,
        options: ['A', 'B', 'C', 'D', 'E'].map((o) => `${o}${q}`),
        correctOption: 0,
      })),
    });
    expect(lesson.status).toBe(201);
    const id = String(lesson.json.id);
    const bytes = await clip();
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await admin.call(A, 'POST', '/api/admin/uploads', undefined, {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `lessonId ${b64(id)},filename ${b64('clip.mp4')}`,
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.get('location'));
    const half = Math.floor(bytes.length / 2);
    const patch = (base: string, offset: number, body: Uint8Array) =>
      admin.call(base, 'PATCH', location, body, {
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      });
    expect((await patch(A, 0, bytes.subarray(0, half))).status).toBe(204);
    const head = await admin.call(B, 'HEAD', location, undefined, tus);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect((await patch(B, half, bytes.subarray(half))).status).toBe(204);

    const learner = httpClient(LB, '198.51.100.4');
    await learner.signIn(LB, 'creator@thinkbuild.dev', PASSWORD);
    const video = await learner.call(LB, 'GET', `/api/lessons/${id}/video`);
    expect(video.status).toBe(200);
    const url = String(video.json.url);
    expect(url.startsWith(cluster.s3Endpoint)).toBe(true);
    const played = await fetch(url, { headers: { range: 'bytes=0-' } });
    expect(played.status).toBe(206);
    expect(Buffer.from(await played.arrayBuffer()).equals(bytes)).toBe(true);
  });

  // 150 s: up to 90 s waiting for the lesson's low-data versions (ffmpeg on an 83-second video,
  // beside the other tests: 5 s of CPU, 17 s on a loaded two-core machine), then Chromium twice;
  // on a loaded two-core machine the whole took 45 s with the old 7-second clip.
  it('plays a lesson as HLS from the bucket in Chromium: segments, not the MP4', async () => {
    // The worker makes the demo's low-data versions after start, this lesson's first.
    const learner = httpClient(LB, '198.51.100.7');
    // On B with an address of its own: five sign-ins a minute per address and per account.
    expect((await learner.signIn(B, 'creator@thinkbuild.dev', PASSWORD)).status).toBe(200);
    const list = await learner.call(LB, 'GET', '/api/courses/web/portfolio/sections/planning');
    const lessons = list.json.lessons as { id: string; number: number }[];
    const id = lessons.find((l) => l.number === 1)?.id;
    let video = await learner.call(LB, 'GET', `/api/lessons/${id}/video`);
    for (let i = 0; i < 180 && video.status === 200 && !video.json.hls; i++) {
      await new Promise((r) => setTimeout(r, 500));
      video = await learner.call(LB, 'GET', `/api/lessons/${id}/video`);
    }
    expect(video.json.hls, video.text).toBeTruthy();

    const browser = await launchChromium();
    try {
      // Chromium's own HLS (Auto: the master playlist), then hls.js (240p from the menu).
      for (const [hlsJs, quality] of [
        [false, undefined],
        [true, '240p'],
      ] as const) {
        const { page, fetched, close } = await learnerPage(browser, LB, learner.cookie(), {
          hlsJs,
        });
        await page.goto('/coursepage/web/portfolio?section=planning&lesson=1');
        if (quality) await chooseQuality(page, quality);
        const from = fetched.length;
        await playPast(page, 1);
        const log = `${hlsJs ? 'hls.js' : 'native'}:\n${fetched.map((f) => `${f.status} ${f.url.split('?')[0]}`).join('\n')}`;
        // Segments straight from the bucket (presigned, named by the playlist), all answered.
        const segments = fetched
          .slice(from)
          .filter((f) => f.url.startsWith(`${cluster.s3Endpoint}/`) && SEGMENT.test(f.url));
        expect(segments.length, log).toBeGreaterThan(0);
        expect(
          segments.every((f) => f.status === 200 || f.status === 206),
          log,
        ).toBe(true);
        if (quality)
          expect(
            segments.some((f) => f.url.includes(`/${quality}/`)),
            log,
          ).toBe(true);
        // Never the MP4 (presigned from videos/, or through /media), never a segment redirect.
        expect(
          fetched.filter((f) => /\/videos\/|\/media\//.test(f.url)),
          log,
        ).toEqual([]);
        const redirected = fetched.filter((f) => f.url.includes('/hls/') && f.status === 302);
        expect(
          redirected.every((f) => f.url.includes('/poster.jpg')),
          log,
        ).toBe(true);
        // HLS did not give up for the MP4: the quality menu is still offered.
        await page.getByRole('button', { name: /^Quality: / }).waitFor();
        await close();
      }
    } finally {
      await browser.close();
    }
  }, 150_000);

  it('counts auth rate limits across both servers', async () => {
    const attacker = httpClient(LB, '203.0.113.77');
    const email = `nobody-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (const base of [A, B, A, B, A, B]) {
      statuses.push((await attacker.signIn(base, email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('turns a webhook delivered to one server into access seen on the other', async () => {
    const learner = httpClient(LB, '198.51.100.5');
    const email = `cluster-${Date.now()}@example.com`;
    expect((await learner.signUp(A, email, 'a-long-cluster-password')).status).toBe(200);
    expect((await learner.verifyEmail(A, email)).status).toBe(302);
    expect((await learner.call(B, 'GET', '/api/me')).json).toMatchObject({
      role: 'free',
      emailVerified: true,
    });
    const started = await learner.call(A, 'POST', '/api/subscription', { email, plan: 'builderm' });
    expect(started.status).toBe(200);
    // The sandbox checkout on A: paying there sends A the signed charge webhook.
    const path = new URL(String(started.json.authorization_url)).pathname;
    const paid = await learner.call(A, 'POST', `${path}/pay`, '', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(paid.status).toBe(303);
    // The worker applies the webhook's event: it looks for due jobs every second.
    let role: unknown;
    for (let i = 0; i < 150 && role !== 'builder'; i++) {
      role = (await learner.call(B, 'GET', '/api/me')).json.role;
      if (role !== 'builder') await new Promise((r) => setTimeout(r, 100));
    }
    expect(role).toBe('builder');
  });

  it('runs every job on the worker: the servers queue them and never run one', async () => {
    // By now the worker has applied the demo's and the test's webhooks and made the low-data
    // versions (a transcode logs when it is done; a job's own log lines carry its id).
    const [worker] = cluster.workers;
    expect(worker?.log()).toContain('low-data versions ready');
    for (const server of cluster.servers) {
      expect(server.log()).not.toContain('low-data versions ready');
      expect(server.log()).not.toMatch(/"job":"/);
    }
  });

  it('keeps the learner working through B when server A is killed mid-journey', async () => {
    const learner = httpClient(LB, '198.51.100.6');
    expect((await learner.signIn(LB, 'creator@thinkbuild.dev', PASSWORD)).status).toBe(200);
    const recent = await learner.call(LB, 'GET', '/api/progress/recent');
    expect(recent.status).toBe(200);
    const serverA = cluster.servers[0];
    serverA?.child.kill('SIGKILL');
    await new Promise((r) => serverA?.child.once('exit', r));
    for (let i = 0; i < 6; i++) {
      const me = await learner.call(LB, 'GET', '/api/me');
      expect(me.status).toBe(200);
      expect(me.json).toMatchObject({ email: 'creator@thinkbuild.dev' });
    }
    const course = await learner.call(LB, 'GET', '/api/courses/web/portfolio');
    expect(course.status).toBe(200);
  });
});
