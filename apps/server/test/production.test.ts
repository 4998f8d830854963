import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, enqueue } from '../src/jobs/define.ts';
import { HEALTH_REUSE_MS } from '../src/modules/health/routes.ts';
import { createLesson, tusCreate, tusPatch } from './admin-helpers.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';
import { startTestStore, type TTestStore } from './s3/test-store.ts';

const REDIS = 'redis://127.0.0.1:6379/7';
const TOKEN = 'metrics-token-0123456789';

describe('health, metrics and request ids', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, REDIS_URL: REDIS } });
  });
  afterAll(() => app.cleanup());

  it('reports each dependency, and /api/health/live only that the process runs', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: 'ok',
      redis: 'ok',
      storage: 'ok',
      checkedAt: expect.any(String),
    });
    const live = await app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('pings the dependencies at most once per window, however many ask', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ url: '/api/health', remoteAddress: '203.0.113.1' }),
      ),
    );
    const checkedAt = new Set(answers.map((a) => a.json().checkedAt));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(checkedAt.size).toBe(1);
    const [first] = [...checkedAt];
    expect(Date.now() - Date.parse(String(first))).toBeLessThan(HEALTH_REUSE_MS + 1000);
    // Later calls inside the window get the same round; after it, a new one.
    expect((await app.inject('/api/health')).json().checkedAt).toBe(first);
    await new Promise((r) => setTimeout(r, HEALTH_REUSE_MS + 50));
    const next = (await app.inject('/api/health')).json().checkedAt;
    expect(Date.parse(next)).toBeGreaterThan(Date.parse(String(first)));
  });

  it('passes a request id on in X-Request-Id, keeping the one the proxy sent', async () => {
    const fresh = await app.inject('/api/blogs');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      url: '/api/blogs',
      headers: { 'x-request-id': 'nginx-4f2a9c0d1e' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c0d1e');
    const junk = await app.inject({
      url: '/api/blogs',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(junk.headers['x-request-id']).not.toBe('a b<script>');
  });

  it('shows per-route counts and latencies, webhook outcomes and upload bytes to loopback', async () => {
    await app.inject('/api/blogs');
    await app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: { 'x-paystack-signature': 'bad', 'content-type': 'application/json' },
      payload: '{}',
    });
    const admin = (await signInAs(app, 'admin')).cookie;
    await makeCategories(app.db);
    const slug = (await makeProject(app.db, { title: 'Metrics' })).slug;
    const id = (await createLesson(app, admin, lessonInput(slug, { number: 1 }))).id;
    const url = await tusCreate(app, admin, id, 5000);
    await tusPatch(app, admin, url, 0, Buffer.alloc(1234));

    const res = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/blogs",status="200"\} [1-9]/,
    );
    expect(res.body).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/blogs"}',
    );
    expect(res.body).toMatch(/thinkbuild_webhooks_total\{outcome="refused"\} 1/);
    expect(res.body).toContain('thinkbuild_upload_bytes_total 1234');
    expect(res.body).toContain('# TYPE thinkbuild_job_queue_depth gauge');
    // The depth is the real queue's: a job waiting a day counts.
    const depth = (body: string) => Number(/thinkbuild_job_queue_depth (\d+)/.exec(body)?.[1]);
    const later = defineJob({ type: 'test.later', schema: z.object({}), handler: async () => {} });
    app.jobs.register(later);
    await enqueue(app.db, later, {}, { runAt: new Date(Date.now() + 86_400_000) });
    const queued = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(depth(queued.body)).toBe(depth(res.body) + 1);
    app.metrics.setJobQueueDepth(async () => 7);
    const again = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(again.body).toContain('thinkbuild_job_queue_depth 7');
  });

  it('refuses /metrics to other clients and to proxied ones, unless they bring the token', async () => {
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(
      403,
    );
    const proxied = await app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
    const wrong = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer not-the-token-at-all!!' },
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('health when a dependency is down', () => {
  it('answers 503 with redis: error when Redis does not answer', async () => {
    const app = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:3169/0' } });
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', db: 'ok', redis: 'error', storage: 'ok' });
    // The API keeps answering without its rate-limit store.
    expect((await app.inject('/api/blogs')).statusCode).toBe(200);
    await app.cleanup();
  });

  it('answers 503 with storage: error when the bucket is gone', async () => {
    const s3: TTestStore = await startTestStore();
    const app = await buildTestApp({ env: { ...s3.env } });
    expect((await app.inject('/api/health')).json()).toMatchObject({ storage: 'ok' });
    await s3.close();
    // The answer before is shared for HEALTH_REUSE_MS; the next round sees the bucket gone.
    await new Promise((r) => setTimeout(r, HEALTH_REUSE_MS + 50));
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', db: 'ok', redis: 'off', storage: 'error' });
    await app.cleanup();
  });
});
