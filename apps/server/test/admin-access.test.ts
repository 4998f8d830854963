import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { lessonInput } from './factories.ts';

let app: TTestApp;
const cookies: Record<string, string> = {};

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  for (const role of ['free', 'starter', 'builder', 'creator', 'admin'] as const) {
    cookies[role] = (await signInAs(app, role)).cookie;
  }
});

const id = randomUUID();
const blogBody = { category: 'web', order: 1, title: 'T', summary: 'S', blocks: [] };
const tus = { 'tus-resumable': '1.0.0' };

type TCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
};

/** Every admin endpoint, each with a body it would accept from an admin. */
const CALLS: TCall[] = [
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/billing' },
  { method: 'GET', url: '/api/admin/billing/payments.csv' },
  { method: 'GET', url: '/api/admin/blogs' },
  { method: 'POST', url: '/api/admin/blogs', payload: blogBody },
  { method: 'GET', url: `/api/admin/blogs/${id}` },
  { method: 'PUT', url: `/api/admin/blogs/${id}`, payload: blogBody },
  { method: 'DELETE', url: `/api/admin/blogs/${id}` },
  { method: 'GET', url: '/api/admin/projects' },
  { method: 'GET', url: '/api/admin/lessons' },
  { method: 'POST', url: '/api/admin/lessons', payload: lessonInput('portfolio') },
  { method: 'GET', url: `/api/admin/lessons/${id}` },
  { method: 'PUT', url: `/api/admin/lessons/${id}`, payload: lessonInput('portfolio') },
  { method: 'DELETE', url: `/api/admin/lessons/${id}` },
  { method: 'GET', url: `/api/admin/lessons/${id}/captions` },
  {
    method: 'PUT',
    url: `/api/admin/lessons/${id}/captions`,
    payload: { language: 'en', vtt: 'WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n' },
  },
  { method: 'DELETE', url: `/api/admin/lessons/${id}/captions` },
  { method: 'GET', url: `/api/admin/lessons/${id}/snippets` },
  { method: 'PUT', url: `/api/admin/lessons/${id}/snippets`, payload: { snippets: [] } },
  {
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { ...tus, 'upload-length': '10', 'upload-metadata': `lessonId ${btoa(id)}` },
  },
  { method: 'HEAD', url: '/api/admin/uploads/abc', headers: tus },
  {
    method: 'PATCH',
    url: '/api/admin/uploads/abc',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: Buffer.from('0123456789'),
  },
  { method: 'DELETE', url: '/api/admin/uploads/abc', headers: tus },
  { method: 'POST', url: '/api/admin/maintenance/clean-uploads' },
];

const call = (c: TCall, cookie?: string) =>
  app.inject({
    method: c.method,
    url: c.url,
    headers: { origin: ORIGIN, ...c.headers, ...(cookie ? { cookie } : {}) },
    ...(c.payload === undefined ? {} : { payload: c.payload as Buffer | Record<string, unknown> }),
  });

describe('every /api/admin endpoint is admin-only', () => {
  for (const c of CALLS) {
    it(`${c.method} ${c.url}: 401 signed out, 403 for every learner role`, async () => {
      const out = await call(c);
      expect(out.statusCode).toBe(401);
      if (c.method !== 'HEAD') expect(out.json().code).toBe('UNAUTHENTICATED');
      for (const role of ['free', 'starter', 'builder', 'creator']) {
        const res = await call(c, cookies[role]);
        expect(res.statusCode, role).toBe(403);
        if (c.method !== 'HEAD') expect(res.json().code, role).toBe('FORBIDDEN');
      }
    });
  }

  it('lets the admin through (no 401/403) on each of them', async () => {
    for (const c of CALLS) {
      const res = await call(c, cookies.admin);
      expect([401, 403], `${c.method} ${c.url}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${c.method} ${c.url}`).toBeLessThan(500);
    }
  });
});
