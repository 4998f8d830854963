import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { makeWebBuildWithSsr } from './ssr-build.ts';

// The sign-in screens loaded as pages are rendered on the server and run islands, not the app
// (docs/decisions/042); a visitor with a session, and the two-factor step, get the app.
let app: TTestApp;
let root: string;

/** The fake web build's SSR entry: it writes what it was asked into the page. */
const SSR_ENTRY = `export const renderAuthPage = async (path, search, places) => ({
  html: '<h1>' + path + '</h1><p>search=' + search + ' places=' + JSON.stringify(places) + '</p>',
  meta: undefined,
  sources: [],
  islands: ['src/features/auth/forms-island.ts'],
});
export const assemblePage = (template, _manifest, p) =>
  template.replace('<div id="root"></div>', '<div id="root">' + p.html + ' script=' + p.script + ' islands=' + p.islands.join() + '</div>');
`;

beforeAll(async () => {
  root = await makeWebBuildWithSsr('auth-pages', SSR_ENTRY);
  app = await buildTestApp({
    webDistDir: join(root, 'dist'),
    env: { PUBLIC_CACHE_TTL_SECONDS: '600', LIFETIME_ACCESS_USERS: '5' },
  });
});

afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the sign-in screens as light pages', () => {
  it('renders each screen on the server, with its islands and without the app', async () => {
    for (const path of ['/login', '/signup', '/forgotpassword', '/reset-password']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<h1>${path}</h1>`);
      expect(res.body, path).toContain('script=false islands=src/features/auth/forms-island.ts');
    }
  });

  it('tells sign-up the founding places', async () => {
    expect((await get('/signup')).body).toContain('places={"total":5,"left":5}');
    expect((await get('/login')).body).toContain('places=null');
  });

  it("renders ?next= for its address, and a reset link's state but never its token", async () => {
    expect((await get('/login?next=%2Faccount')).body).toContain('search=?next=%2Faccount ');
    const reset = await get('/reset-password?token=a-secret-token');
    expect(reset.body).toContain('search=?token=from-the-link ');
    expect(reset.body).not.toContain('a-secret-token');
    expect((await get('/reset-password?error=INVALID_TOKEN')).body).toContain(
      'search=?error=INVALID_TOKEN ',
    );
  });

  it('gives the app to a visitor with a session, and for the two-factor step', async () => {
    const shell = '<div id="root"></div>';
    expect((await get('/login', 'better-auth.session_token=abc')).body).toContain(shell);
    expect((await get('/signup', 'better-auth.session_token=abc')).body).toContain(shell);
    const code = await get('/login?step=code&next=%2Fhome');
    expect(code.statusCode).toBe(200);
    expect(code.body).toContain(shell);
  });
});
