import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { cspDirectives } from '../src/http/csp.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';

let app: TTestApp;
withTestApp(
  {
    extend: (a) => {
      a.get('/api/test/explode', async () => {
        throw new Error('secret connection string postgres://admin:hunter2@db');
      });
      a.post('/api/test/echo', async (request) => request.body);
    },
  },
  (built) => {
    app = built;
  },
);

describe('health', () => {
  it('reports ok when the database answers', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: 'ok',
      redis: 'off',
      storage: 'ok',
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
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

  it("sends exactly helmet's headers on answers, errors and 404s", async () => {
    // helmet itself, run per request on a bare node:http server with our options.
    const options = { contentSecurityPolicy: { directives: cspDirectives(app.config) } };
    const server = createServer((req, res) => helmet(options)(req, res, () => res.end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const expected = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.headers);
    server.close();
    const names = [...expected.keys()].filter(
      (k) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k),
    );
    expect(names.length).toBeGreaterThan(10);
    for (const url of ['/api/health', '/api/nope', '/api/test/explode', '/api/blogs?x=%00']) {
      const res = await app.inject(url);
      for (const name of names)
        expect(res.headers[name], `${url} ${name}`).toBe(expected.get(name));
    }
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with db: error', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const res = await broken.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', db: 'error', redis: 'off', storage: 'ok' });
    await broken.cleanup();
  });
});
