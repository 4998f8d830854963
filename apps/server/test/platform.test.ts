import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';

let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp({
    extend: (a) => {
      a.get('/api/test/explode', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      a.post('/api/test/echo', async (request) => request.body);
    },
  });
});
afterAll(() => app.cleanup());

describe('health', () => {
  it('reports ok when the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', redis: 'off', storage: 'ok' });
  });
});

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/nope' });
  });

  it('hides a bug behind a bland 500', async () => {
    const res = await app.inject('/api/test/explode');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers a bad URL encoding with our error body', async () => {
    for (const url of ['/api/payments/%FF', '/api/blogs/%E0%A4%A', '/%FF']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        message: 'The address is not valid: it has a broken %-encoding',
      });
    }
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy without inline scripts', async () => {
    const res = await app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with db: error', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const res = await broken.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'error', redis: 'off', storage: 'ok' });
    await broken.cleanup();
  });
});
