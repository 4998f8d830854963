import { SITE_REPORT_DETAILS_MAX } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteReport } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { takedownSubject } from '../src/modules/sites/takedown-mail.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { publisher, SITE_HEADERS, saveSite, siteApi, sitesOrigin } from './site-helpers.ts';
import { caller } from './workspace-helpers.ts';

/** Reports of published sites and the admin's take-down (modules/sites/reports.ts, issue 41). */
let app: TTestApp;
let call: ReturnType<typeof caller>;
let admin: string;
const visit = sitesOrigin(() => app);

// The public cache on, as in production: a take-down must reach what the origin keeps in memory.
withTestApp(
  {
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      PUBLIC_CACHE_TTL_SECONDS: '60',
    },
  },
  async (built) => {
    app = built;
    call = caller(app);
    await seedIfEmpty(app.db, app.storage, { info: () => {} });
  },
);
beforeAll(async () => {
  admin = (await signInAs(app, 'admin')).cookie;
});

let ip = 0;
/** Each test reports from an address of its own: the limit counts per address. */
const newIp = () => `10.0.0.${++ip}`;

/** A visitor's report: no cookie, from the app's page (its origin), from `from`. */
const report = (payload: object, from: string, origin = ORIGIN) =>
  app.inject({
    method: 'POST',
    url: '/api/sites/reports',
    headers: { origin },
    payload,
    remoteAddress: from,
  });

/** A Creator with the seeded web Portfolio online: its `handle/web-portfolio`. */
async function published(text = 'Mine') {
  const learner = await publisher(app, call);
  await saveSite(call, learner.cookie, text);
  expect((await call('POST', siteApi(), learner.cookie)).statusCode).toBe(200);
  return { ...learner, site: `${learner.handle}/web-portfolio` };
}

type TListed = { site: string; projectTitle: string; openReports: number; reports: object[] };
const adminList = async () => {
  const res = await call('GET', '/api/admin/sites', admin);
  expect(res.statusCode).toBe(200);
  return res.json().sites as TListed[];
};

const takeDown = (site: string, payload: object = { reason: 'Phishing page' }) =>
  call('POST', `/api/admin/sites/${site}/take-down`, admin, payload);

describe('Reporting a published site', () => {
  it('takes a visitor’s report (no sign-in) and lists the site first for the admin', async () => {
    const reported = await published('Reported');
    const quiet = await published('Quiet');
    const from = newIp();
    const res = await report(
      { site: reported.site, reason: 'scam', details: '  It asks for bank logins  ' },
      from,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ reported: true });
    expect((await report({ site: reported.site, reason: 'other' }, from)).statusCode).toBe(201);

    const sites = await adminList();
    const at = sites.findIndex((s) => s.site === reported.site);
    // Every reported site comes before every unreported one, newer as the quiet one is.
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(sites.findIndex((s) => s.site === quiet.site));
    expect(sites.findIndex((s) => s.openReports === 0)).toBeGreaterThan(
      sites.findLastIndex((s) => s.openReports > 0),
    );
    expect(sites[at]).toEqual({
      url: `${app.config.sitesUrl}/${reported.site}/`,
      site: reported.site,
      projectTitle: expect.any(String),
      publishedAt: expect.any(String),
      openReports: 2,
      reports: [
        { reason: 'other', details: '', createdAt: expect.any(String) },
        { reason: 'scam', details: 'It asks for bank logins', createdAt: expect.any(String) },
      ],
    });
    expect(sites.find((s) => s.site === quiet.site)).toMatchObject({ openReports: 0, reports: [] });
  });

  it('refuses bad input (400), a site nobody has online (404) and another site’s page (403)', async () => {
    const { site } = await published();
    const from = newIp();
    for (const [payload, field] of [
      [{ site, reason: 'boring' }, 'reason'],
      [{ site: 'not a site', reason: 'scam' }, 'site'],
      [{ site: `${site}/index.html`, reason: 'scam' }, 'site'],
      [{ site, reason: 'other', details: 'x'.repeat(SITE_REPORT_DETAILS_MAX + 1) }, 'details'],
    ] as const) {
      const res = await report(payload, from);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().fields[field]).toBeDefined();
    }
    const unknown = await report({ site: 'nobody-here/web-portfolio', reason: 'scam' }, from);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This site is not online');
    const elsewhere = await report({ site, reason: 'scam' }, from, 'https://evil.example');
    expect(elsewhere.statusCode).toBe(403);
  });

  it('takes 5 reports a minute from one address: the 6th gets a 429, another address does not', async () => {
    const { site } = await published();
    const from = newIp();
    for (let i = 0; i < 5; i++)
      expect((await report({ site, reason: 'other' }, from)).statusCode).toBe(201);
    const sixth = await report({ site, reason: 'other' }, from);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report({ site, reason: 'other' }, newIp())).statusCode).toBe(201);
  });

  it('goes with the site when the learner takes it down themselves', async () => {
    const { site, cookie, userId } = await published();
    expect((await report({ site, reason: 'copied' }, newIp())).statusCode).toBe(201);
    expect((await call('DELETE', siteApi(), cookie)).statusCode).toBe(200);
    const left = await app.db.select().from(siteReport).where(eq(siteReport.siteUserId, userId));
    expect(left).toEqual([]);
  });
});

describe('The admin’s sites', () => {
  it('refuses a learner (403) and a signed-out caller (401)', async () => {
    const { cookie, site } = await published();
    expect((await call('GET', '/api/admin/sites', cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/sites')).statusCode).toBe(401);
    const asLearner = await call('POST', `/api/admin/sites/${site}/take-down`, cookie, {
      reason: 'x',
    });
    expect(asLearner.statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/sites/${site}/take-down`, undefined, { reason: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await visit(`/${site}/`)).statusCode).toBe(200);
  });

  it('takes a site down: gone from the origin and the list at once, the learner mailed why', async () => {
    const { site, email, userId } = await published('Bad');
    expect((await report({ site, reason: 'scam' }, newIp())).statusCode).toBe(201);
    expect((await visit(`/${site}/`)).statusCode).toBe(200);
    const listed = (await adminList()).find((s) => s.site === site) as TListed;

    const res = await takeDown(site, { reason: '  Phishing page asking for card numbers ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ takenDown: true });

    const gone = await visit(`/${site}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers).toMatchObject(SITE_HEADERS);
    expect((await adminList()).some((s) => s.site === site)).toBe(false);
    // Its reports went with it (cascade).
    expect(await app.db.select().from(siteReport).where(eq(siteReport.siteUserId, userId))).toEqual(
      [],
    );

    await app.jobs.runDue();
    const subject = takedownSubject(listed.projectTitle);
    const mails = (app.mailer.list?.() ?? []).filter(
      (m) => m.to === email && m.subject === subject,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain('The reason: Phishing page asking for card numbers');
    expect(mail?.text).toContain(`${app.config.publicUrl}/projects/web/portfolio`);
    expect(mail?.html).toContain('Open My project');
    // Run again: one mail, not two.
    await app.jobs.runDue();
    expect(
      (app.mailer.list?.() ?? []).filter((m) => m.to === email && m.subject === subject),
    ).toHaveLength(1);

    // Taken down already: nothing there to take down.
    const again = await takeDown(site);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This site is not online');
  });

  it('refuses a take-down without a reason (400) or of a site not online (404)', async () => {
    const { site } = await published();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }])
      expect((await takeDown(site, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await visit(`/${site}/`)).statusCode).toBe(200);
    for (const other of [
      'nobody-here/web-portfolio',
      'Bad..Name/x',
      `${site.split('/')[0]}/web-nothing`,
    ])
      expect((await takeDown(other)).statusCode, other).toBe(404);
  });
});
