import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';

// Every module opens its own /api scope (decisions/018); the rate limit must still be one.
describe('the /api limit across modules (RATE_LIMIT_PER_MINUTE=3)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => app.cleanup());

  it('counts every module in one bucket per client, and leaves pages and the health check out', async () => {
    const client = { remoteAddress: '198.51.100.20' };
    const statuses: number[] = [];
    for (const url of ['/api/me', '/api/blogs', '/api/catalog', '/api/search?q=css']) {
      const res = await app.inject({ url, ...client });
      statuses.push(res.statusCode);
      expect(res.headers['x-ratelimit-limit']).toBe('3');
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    // The health checks turn the limit off for themselves; pages are not under /api.
    const live = await app.inject({ url: '/api/health/live', ...client });
    expect(live.statusCode).toBe(200);
    expect(live.headers['x-ratelimit-limit']).toBeUndefined();
    const page = await app.inject({ url: '/blogs', ...client });
    expect(page.statusCode).not.toBe(429);
    expect(page.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
