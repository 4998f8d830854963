import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXERCISE_RUNNER_PATH } from '@thinkbuild/core/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_SCRIPT, libraryScript, RUNNER_SCRIPT } from '../src/http/sandbox-runner.ts';
import { buildTestApp, makeWebDist, type TTestApp } from './app.ts';

// The exercise runner page (docs/decisions/019): its own CSP instead of the site's.

let app: TTestApp;
let dist: string;

beforeAll(async () => {
  dist = await makeWebDist();
  await mkdir(join(dist, 'sandbox'), { recursive: true });
  await writeFile(join(dist, RUNNER_SCRIPT), 'window.ran = "</script>";');
  await writeFile(join(dist, AGENT_SCRIPT), 'agent();');
  await writeFile(join(dist, libraryScript('react')), 'window.React = { tag: "</script>" };');
  app = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await app.cleanup();
  await rm(dist, { recursive: true, force: true });
});

describe('GET /sandbox/runner', () => {
  it('serves the runner inline under a CSP that lets nothing in or out', async () => {
    const res = await app.inject(EXERCISE_RUNNER_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'unsafe-inline' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('sandbox allow-scripts allow-forms');
    // Only one policy: the site's would forbid the inline script.
    expect(csp).not.toContain("script-src 'self'");
    // The code stays inside its element even when it holds "</script>".
    expect(res.body).toContain('<script>window.ran = "<\\/script>";</script>');
    expect(res.body).toContain('<script type="text/plain" id="agent">agent();</script>');
  });

  it('answers a revalidation with 304', async () => {
    const first = await app.inject(EXERCISE_RUNNER_PATH);
    const again = await app.inject({
      url: EXERCISE_RUNNER_PATH,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('carries React inline, as text, only when asked (?with=react), under the same CSP', async () => {
    const plain = await app.inject(EXERCISE_RUNNER_PATH);
    expect(plain.body).not.toContain('data-library');
    const res = await app.inject(`${EXERCISE_RUNNER_PATH}?with=react`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(res.body).toContain(
      '<script type="text/plain" data-library="react">window.React = { tag: "<\\/script>" };</script>',
    );
    // Another page, so another validator: a cached plain runner is never taken for it.
    expect(res.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({
      url: `${EXERCISE_RUNNER_PATH}?with=react`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a library it does not have with a 400 that says which it has', async () => {
    const res = await app.inject(`${EXERCISE_RUNNER_PATH}?with=react,jquery`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { with: 'Use one of: react' },
    });
  });

  it('the rest of the site keeps its own CSP', async () => {
    const res = await app.inject('/');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('GET /sandbox/runner in a build without the React bundle', () => {
  it('answers 404 for ?with=react and still serves the plain runner', async () => {
    const bare = await makeWebDist();
    await mkdir(join(bare, 'sandbox'), { recursive: true });
    await writeFile(join(bare, RUNNER_SCRIPT), 'runner();');
    await writeFile(join(bare, AGENT_SCRIPT), 'agent();');
    const other = await buildTestApp({ webDistDir: bare });
    try {
      expect((await other.inject(`${EXERCISE_RUNNER_PATH}?with=react`)).statusCode).toBe(404);
      expect((await other.inject(EXERCISE_RUNNER_PATH)).statusCode).toBe(200);
    } finally {
      await other.cleanup();
      await rm(bare, { recursive: true, force: true });
    }
  });
});
