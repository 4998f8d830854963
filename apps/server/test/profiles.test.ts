import {
  DEFAULT_PROFILE_SETTINGS,
  GUARDIAN_HELD_MESSAGE,
  MESSAGES,
  PROFILE_BIO_MAX,
  PROFILE_MESSAGES,
} from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  certificate,
  certificateName,
  learnerProfile,
  project,
  subscription,
} from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { cookieOf, PASSWORD, signUp, uniqueEmail, verifyEmail } from './auth-helpers.ts';
import { makeProject } from './factories.ts';
import { newHandle, publisher, siteApi, sitesOrigin } from './site-helpers.ts';
import { caller } from './workspace-helpers.ts';

/**
 * The public profile (modules/profiles): the learner's own settings, who may change them, what
 * anyone reads at /api/profiles/:handle, and where the settings go with the account.
 */
let app: TTestApp;
let call: ReturnType<typeof caller>;
const visitSite = sitesOrigin(() => app);

withTestApp(
  { env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '10000' } },
  async (built) => {
    app = built;
    call = caller(app);
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
  },
);

const settings = (over: Record<string, unknown> = {}) => ({
  ...DEFAULT_PROFILE_SETTINGS,
  enabled: true,
  ...over,
});

const save = (cookie: string, over: Record<string, unknown> = {}) =>
  call('PUT', '/api/profile', cookie, settings(over));

const publicOf = (handle: string) => call('GET', `/api/profiles/${handle}`);

const rowOf = async (userId: string) =>
  (await app.db.select().from(learnerProfile).where(eq(learnerProfile.userId, userId)))[0];

/** A certificate of the seeded web Portfolio's Build section, issued to the learner. */
async function certify(userId: string, code = 'PROFILEBUILD'.padEnd(20, 'A')) {
  const [portfolio] = await app.db
    .select({ id: project.id })
    .from(project)
    .where(eq(project.slug, 'portfolio'));
  if (!portfolio) throw new Error('no seeded portfolio');
  await app.db.insert(certificateName).values({ userId, name: 'Amahle Dlamini' });
  await app.db.insert(certificate).values({
    code,
    userId,
    projectId: portfolio.id,
    section: 'build',
    holderName: 'Amahle Dlamini',
    projectTitle: 'Portfolio',
    issuedAt: new Date('2026-05-14T22:30:00Z'),
  });
  return code;
}

describe('Public profile: refusals', () => {
  it('refuses a visitor the settings (401)', async () => {
    for (const [method, payload] of [['GET'], ['PUT', settings()]] as const) {
      const res = await call(method, '/api/profile', undefined, payload);
      expect(res.statusCode, method).toBe(401);
      expect(res.json().message).toBe(MESSAGES.signInRequired);
    }
  });

  it('answers 400 with a message per field, and saves nothing', async () => {
    const { cookie, userId } = await publisher(app, call);
    const res = await save(cookie, {
      displayName: 'Amahle\nDlamini',
      bio: 'x'.repeat(PROFILE_BIO_MAX + 1),
      hiddenSites: ['../../etc'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        displayName: 'Keep it on one line',
        bio: `Keep it under ${PROFILE_BIO_MAX} characters`,
        'hiddenSites.0': 'Not a published project',
      },
    });
    const missing = await call('PUT', '/api/profile', cookie, { enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      showCertificates: 'Say whether your certificates show',
    });
    const hidden = await save(cookie, { bio: 'Hi \u202eereht' });
    expect(hidden.json().fields).toEqual({ bio: 'Remove the hidden control characters' });
    expect(await rowOf(userId)).toBeUndefined();
  });

  it('tells a learner with no address to choose one first; with one it goes on', async () => {
    const { cookie, userId } = await publisher(app, call, 'creator', { handle: null });
    const refused = await save(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION',
      message: PROFILE_MESSAGES.needsHandle,
      fields: { handle: PROFILE_MESSAGES.needsHandle },
    });
    expect(await rowOf(userId)).toBeUndefined();
    // Off, the choices keep without an address.
    const off = await save(cookie, { enabled: false, bio: 'Later' });
    expect(off.statusCode).toBe(200);
    expect(off.json().settings).toMatchObject({ enabled: false, bio: 'Later' });

    // The address is sites' own route, from the card as from the publish dialog.
    const handle = newHandle('card');
    expect((await call('PUT', '/api/sites/handle', cookie, { handle })).statusCode).toBe(200);
    const on = await save(cookie, { bio: 'Now' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ handle, settings: { enabled: true, bio: 'Now' } });
    expect((await publicOf(handle)).statusCode).toBe(200);
  });

  it('keeps a learner under 18 off until their guardian agrees (403)', async () => {
    const email = uniqueEmail('minor');
    const res = await signUp(app, email, undefined, {
      birthYear: new Date().getUTCFullYear() - 15,
      guardianEmail: uniqueEmail('guardian'),
    });
    await verifyEmail(app, email);
    const cookie = cookieOf(res);
    const handle = newHandle('teen');
    expect((await call('PUT', '/api/sites/handle', cookie, { handle })).statusCode).toBe(200);
    const refused = await save(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'GUARDIAN_CONSENT_REQUIRED',
      message: GUARDIAN_HELD_MESSAGE,
    });
    expect((await publicOf(handle)).statusCode).toBe(404);
    // Keeping it off needs nobody's consent.
    expect((await save(cookie, { enabled: false })).statusCode).toBe(200);
  });

  it('lets no learner touch another’s settings', async () => {
    const a = await publisher(app, call);
    const b = await publisher(app, call);
    expect((await save(a.cookie, { displayName: 'A’s name' })).statusCode).toBe(200);
    // B's save is B's: the route names no learner, the session does.
    expect((await save(b.cookie, { enabled: false, displayName: 'Taken over' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/profile', a.cookie)).json().settings).toMatchObject({
      enabled: true,
      displayName: 'A’s name',
    });
    expect((await publicOf(a.handle as string)).json().displayName).toBe('A’s name');
    // Nothing under another's handle takes a write.
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const res = await call(method, `/api/profiles/${a.handle}`, b.cookie, settings());
      expect(res.statusCode, method).toBe(404);
    }
    expect((await rowOf(a.userId))?.displayName).toBe('A’s name');
  });

  it('answers 404 alike for off, unknown, malformed and gone', async () => {
    const { cookie, userId, handle } = await publisher(app, call);
    // Never saved: off by default.
    expect((await call('GET', '/api/profile', cookie)).json().settings).toEqual(
      DEFAULT_PROFILE_SETTINGS,
    );
    expect((await publicOf(handle as string)).statusCode).toBe(404);
    await save(cookie);
    expect((await publicOf(handle as string)).statusCode).toBe(200);
    await save(cookie, { enabled: false });
    for (const h of [
      handle as string,
      'nobody-has-this',
      'UPPER',
      'a',
      'x'.repeat(61),
      'a.b%20c',
    ]) {
      const res = await publicOf(h);
      expect(res.statusCode, h).toBe(404);
      expect(res.json().message, h).toBe(PROFILE_MESSAGES.notFound);
    }

    await save(cookie);
    await app.db.delete(subscription).where(eq(subscription.userId, userId));
    const gone = await call('POST', '/api/auth/delete-user', cookie, { password: PASSWORD });
    expect(gone.statusCode).toBe(200);
    expect((await publicOf(handle as string)).statusCode).toBe(404);
  });
});

describe('Public profile: what it shows', () => {
  it('shows only what the learner chose, and at once what they change', async () => {
    const { cookie, userId, handle } = await publisher(app, call);
    const other = await makeProject(app.db, { title: 'Weather App' });
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    expect((await call('POST', siteApi(other.slug), cookie)).statusCode).toBe(200);
    const code = await certify(userId);

    const mine = await save(cookie, { bio: 'I build\nsmall sites.' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      handle,
      certificateCount: 1,
      projects: [
        { siteName: 'web-portfolio', title: 'Web Portfolio' },
        { siteName: `web-${other.slug}`, title: 'Weather App' },
      ],
    });

    // A name of their own or only the handle; no certificates unless asked.
    const first = await publicOf(handle as string);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual({
      handle,
      displayName: null,
      bio: 'I build\nsmall sites.',
      projects: [
        {
          siteName: 'web-portfolio',
          title: 'Web Portfolio',
          category: 'web',
          url: `http://127.0.0.1:3001/${handle}/web-portfolio/`,
          publishedAt: expect.any(String),
        },
        expect.objectContaining({ siteName: `web-${other.slug}`, title: 'Weather App' }),
      ],
      certificates: null,
    });
    expect(first.body).not.toContain('Amahle');

    await save(cookie, {
      displayName: 'Amahle D',
      showCertificates: true,
      hiddenSites: [`web-${other.slug}`],
    });
    const second = (await publicOf(handle as string)).json();
    expect(second.displayName).toBe('Amahle D');
    expect(second.projects.map((p: { siteName: string }) => p.siteName)).toEqual(['web-portfolio']);
    expect(second.certificates).toHaveLength(1);
    const [cert] = second.certificates;
    // The holder's printed name stays on the verification page.
    expect(Object.keys(cert).sort()).toEqual([
      'category',
      'code',
      'issuedAt',
      'linkedInUrl',
      'projectTitle',
      'section',
      'verifyUrl',
    ]);
    expect(cert.verifyUrl).toBe(`http://localhost:3000/certificates/${code}`);
    const linkedIn = new URL(cert.linkedInUrl);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Web Development — Portfolio: Build',
      organizationName: 'ThinkBuild',
      // 22:30 UTC on 14 May is 15 May in Johannesburg, the site's zone: still May.
      issueYear: '2026',
      issueMonth: '5',
      certUrl: `http://localhost:3000/certificates/${code}`,
      certId: code.match(/.{4}/g)?.join('-'),
    });

    // Taking a project down takes it off the profile too.
    expect((await call('DELETE', siteApi(), cookie)).statusCode).toBe(200);
    expect((await publicOf(handle as string)).json().projects).toEqual([]);
  });

  it('follows the learner to a new handle', async () => {
    const { cookie, handle } = await publisher(app, call);
    await save(cookie);
    const moved = newHandle('moved');
    expect((await call('PUT', '/api/sites/handle', cookie, { handle: moved })).statusCode).toBe(
      200,
    );
    expect((await publicOf(handle as string)).statusCode).toBe(404);
    expect((await publicOf(moved)).json().handle).toBe(moved);
  });

  it('is framed by the app only: the sites origin and the app say so', async () => {
    const { cookie, handle } = await publisher(app, call);
    expect((await call('POST', siteApi(), cookie)).statusCode).toBe(200);
    for (const path of [`/${handle}/web-portfolio/`, '/nobody/web-nothing/']) {
      const csp = String((await visitSite(path)).headers['content-security-policy']);
      expect(csp, path).toContain('frame-ancestors http://localhost:3000;');
      expect(csp, path).not.toContain("frame-ancestors 'none'");
    }
    const appCsp = String((await app.inject('/api/health')).headers['content-security-policy']);
    expect(appCsp).toMatch(/(^|;)frame-src 'self' http:\/\/127\.0\.0\.1:3001(;|$)/);
    expect(appCsp).toContain("frame-ancestors 'none'");
  });
});

describe('Public profile: the learner’s data', () => {
  it('is in "Download my data" and goes with the account', async () => {
    const { cookie, userId, email } = await publisher(app, call);
    expect((await call('GET', '/api/account/data', cookie)).json().publicProfile).toBeNull();
    await save(cookie, { displayName: 'Amahle', bio: 'Hello', hiddenSites: ['web-portfolio'] });
    const data = (await call('GET', '/api/account/data', cookie)).json();
    expect(data.publicProfile).toEqual({
      enabled: true,
      displayName: 'Amahle',
      bio: 'Hello',
      showCertificates: false,
      hiddenSites: ['web-portfolio'],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.profile.email).toBe(email);

    await app.db.delete(subscription).where(eq(subscription.userId, userId));
    const gone = await call('POST', '/api/auth/delete-user', cookie, { password: PASSWORD });
    expect(gone.statusCode).toBe(200);
    expect(await rowOf(userId)).toBeUndefined();
  });
});
