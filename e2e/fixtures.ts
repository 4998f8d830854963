import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { TERMS_VERSION } from '@thinkbuild/core/schemas/account';
import { demoAdminTotpUri } from '@thinkbuild/demo/accounts';
import { URI } from 'otpauth';

type TBlogCard = { slug: string; title: string; category: string };

/** The seeded demo accounts (`<role>@thinkbuild.dev`) and their password (DEMO_PASSWORD). */
export type TDemoRole = 'admin' | 'creator' | 'builder' | 'starter' | 'free';
export const DEMO_PASSWORD = 'thinkbuild-demo';
export const demoEmail = (role: TDemoRole) => `${role}@thinkbuild.dev`;

/**
 * The demo accounts' cookies, signed in through the API the first time a journey of this worker
 * process asks for that role. Read-only journeys share them; a journey that signs out ends its
 * session on the server, so it signs in with its own (`signInWithForm`, or a fresh `learner`).
 */
const demoCookies = new Map<TDemoRole, Awaited<ReturnType<BrowserContext['cookies']>>>();

/** The code the demo admin's authenticator app shows now (the public demo key, decisions/035). */
export const demoAdminCode = () => URI.parse(demoAdminTotpUri(demoEmail('admin'))).generate();

/** Gives a browser context a demo account's session (for journeys that only read). */
export async function addSession(
  context: BrowserContext,
  role: TDemoRole,
  baseURL: string | undefined,
) {
  let cookies = demoCookies.get(role);
  if (!cookies) {
    const request = await playwrightRequest.newContext({ baseURL });
    const res = await request.post('/api/auth/sign-in/email', {
      headers: { origin: baseURL ?? '' },
      data: { email: demoEmail(role), password: DEMO_PASSWORD },
    });
    expect(res.ok(), `${role} signs in: ${res.status()} ${await res.text()}`).toBe(true);
    if ((await res.json())?.twoFactorRedirect) {
      // The demo admin has two-factor sign-in on (admins must): the code its app would show.
      const verified = await request.post('/api/auth/two-factor/verify-totp', {
        headers: { origin: baseURL ?? '' },
        data: { code: demoAdminCode() },
      });
      expect(verified.ok(), `${role} code: ${verified.status()}`).toBe(true);
    }
    cookies = (await request.storageState()).cookies;
    await request.dispose();
    demoCookies.set(role, cookies);
  }
  await context.addCookies(cookies);
}

/** A page in a browser of its own (a second person in a journey), signed in as a demo account. */
export async function signedInPage(browser: Browser, role: TDemoRole, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await addSession(context, role, baseURL);
  return context.newPage();
}

/** The sign-up terms dialog's age and consent checkbox. */
export const AGE_CONFIRMATION =
  'I accept these terms, and if I am under 18 my parent or guardian will be asked to agree';

/** An address no other test (or earlier run) has used. */
export const freshEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type TPaidTier = 'starter' | 'builder' | 'creator';
/** What a fresh learner holds: free, or a paid tier bought monthly or annually. */
export type TLearnerOptions = {
  tier?: 'free' | TPaidTier;
  interval?: 'monthly' | 'annually';
  /** The start of the address, to tell the journey's accounts apart in the sandbox and outbox. */
  label?: string;
};
export type TLearner = { email: string; password: string; tier: 'free' | TPaidTier };

/**
 * A new learner of the journey's own, signed in in `context` (its cookies), made as the browser
 * would but through the API: signed up (the form has its own journeys: accounts.spec.ts), and
 * for a paid tier subscribed and paid on the sandbox checkout, then confirmed by the payment
 * status the return page polls. Nothing is written to the database behind the app's back.
 */
export async function newLearner(
  context: BrowserContext,
  origin: string | undefined,
  { tier = 'free', interval = 'monthly', label = tier }: TLearnerOptions = {},
): Promise<TLearner> {
  const headers = { origin: origin ?? '' };
  const learner = { email: freshEmail(label), password: `${label}-password-123`, tier };
  const signedUp = await context.request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      email: learner.email,
      password: learner.password,
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
    },
  });
  expect(signedUp.ok(), `sign-up: ${signedUp.status()} ${await signedUp.text()}`).toBe(true);
  // Paying needs a verified address: the learner opens the link mailed at sign-up.
  await verifyFromOutbox(context.request, learner.email);
  // scripts/e2e-server.mjs turns the founding members' lifetime access off: a new account is free.
  const me = await (await context.request.get('/api/me')).json();
  expect(me, 'a new account starts free').toMatchObject({ role: 'free', lifetimeAccess: false });
  if (tier === 'free') return learner;

  const plan = `${tier}${interval === 'monthly' ? 'm' : 'a'}`;
  const started = await context.request.post('/api/subscription', {
    headers: { ...headers, 'idempotency-key': `e2e-${randomUUID()}` },
    data: { email: learner.email, plan },
  });
  expect(started.ok(), `subscribe: ${started.status()} ${await started.text()}`).toBe(true);
  const { authorization_url, reference } = (await started.json()) as {
    authorization_url: string;
    reference: string;
  };
  // The sandbox's checkout page, then its Pay form, which sends the browser back with a 303.
  const checkoutPage = new URL(authorization_url).pathname;
  expect((await context.request.get(checkoutPage)).ok()).toBe(true);
  const paid = await context.request.post(`${checkoutPage}/pay`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toContain(`reference=${reference}`);
  // The return page's question, until the webhooks' jobs have opened the tier.
  await expect
    .poll(
      async () => {
        const res = await context.request.get(`/api/payments/${encodeURIComponent(reference)}`);
        const { status, role } = await res.json();
        return `${status} ${role}`;
      },
      { timeout: 60_000, message: `${learner.email} pays ${plan}` },
    )
    .toBe(`success ${tier}`);
  return learner;
}

/** The subject of the mail sent at sign-up (and by Resend) with the verification link. */
export const VERIFY_MAIL_SUBJECT = 'Verify your ThinkBuild email';

/** The newest verification link mailed to `email`, read from the development outbox. */
export async function verificationLinkFor(request: APIRequestContext, email: string) {
  const page = await (await request.get('/dev/outbox')).text();
  const mail = page
    .split('<li>')
    .find(
      (item) => item.includes(`to <strong>${email}</strong>`) && item.includes(VERIFY_MAIL_SUBJECT),
    );
  const href = mail && /href="([^"]+)"/.exec(mail)?.[1];
  if (!href) throw new Error(`no verification mail to ${email} in the outbox`);
  const link = new URL(href.replaceAll('&amp;', '&'));
  return link.pathname + link.search;
}

/** Opens the verification link mailed to `email`, as its owner would, in this context. */
export async function verifyFromOutbox(request: APIRequestContext, email: string) {
  const res = await request.get(await verificationLinkFor(request, email), { maxRedirects: 0 });
  expect(res.status(), `verify ${email}`).toBe(302);
  expect(res.headers().location).toBe('/verify-email');
}

/** Fills in and sends the /login form (the page must be showing it). */
export async function submitLogin(page: Page, email: string, password: string) {
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The sign-in's second step, for an account with two-factor sign-in on. */
export async function submitCode(page: Page, code: string) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
}

/**
 * axe still runs every check, but describes only the violations: building a selector for each
 * of the thousands of elements that passed was most of a run's time, for results never read.
 */
export const VIOLATIONS_ONLY = { resultTypes: ['violations' as const] };

/**
 * Waits for the colours of a theme or scheme switch to arrive. The switch starts a colour
 * transition on every element with `transition-colors` (735 on the lesson page); even cut to
 * 0.01 ms by reduced motion, each starts on the old colour, and a contrast check run at once
 * read light text on a dark page.
 */
export async function coloursSettled(page: Page) {
  await page.evaluate(async () => {
    getComputedStyle(document.body).color;
    const easing = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(easing.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Switches the page's `prefers-color-scheme` and waits for the colours (coloursSettled). */
export async function showScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await coloursSettled(page);
}

/** No serious or critical axe violation on what the page shows now. */
export async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).options(VIOLATIONS_ONLY).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The rule, how many elements break it and the first of them, so a failure in CI says where.
  const where = (v: (typeof bad)[number]) =>
    v.nodes
      .slice(0, 3)
      .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`.trim())
      .join('; ');
  expect(bad.map((v) => `${label}: ${v.id} (${v.nodes.length}): ${where(v)}`)).toEqual([]);
}

/**
 * A picture of the page (or a part) for a person to look at beside a peer's screen (STYLE.md,
 * "Look at what you build"). Not in CI: its clone is thrown away with the pictures, and encoding
 * full-page PNGs is work for Chromium that no one sees. SCREENS=1 takes them there too.
 */
/**
 * Whether pictures are taken for a person to look at (lookAt): always locally, in CI only with
 * SCREENS=1.
 */
export const takingPictures = !process.env.CI || !!process.env.SCREENS;

export async function lookAt(
  target: Page | Locator,
  { fullPage, ...options }: { path: string; fullPage?: boolean; style?: string },
) {
  if (!takingPictures) return;
  await ('goto' in target
    ? target.screenshot({ ...options, fullPage })
    : target.screenshot(options));
}

/**
 * lookAt in the light and the dark theme (the theme cookie, then the attribute on <html>), as
 * `${dir}/${name}-${width}-${theme}.png`; the page is left light. Nothing when no pictures are
 * taken.
 */
export async function lookInBothThemes(
  page: Page,
  {
    dir,
    name,
    baseURL,
    fullPage = false,
  }: { dir: string; name: string; baseURL?: string; fullPage?: boolean },
) {
  if (!takingPictures) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  for (const theme of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL ?? '' }]);
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    // Colours ease between themes: let the transitions finish before the picture.
    await page.waitForTimeout(800);
    await lookAt(page, { path: `${dir}/${name}-${width}-${theme}.png`, fullPage });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

/**
 * Console messages that are answers, not bugs: the browser logs every 4xx/5xx response of a
 * fetch ("Failed to load resource: … status of 401"), and signed-out, refused or a declined
 * payment (402) is often the point of a test.
 */
const EXPECTED_STATUS = /status of (400|401|402|403|404|409|422|429|500)\b/;
/**
 * A load that fails because a test took the browser offline (e2e/offline.spec.ts); an API
 * request the service worker passes on offline (decisions/022) fails as net::ERR_FAILED.
 */
const OFFLINE = /net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)/;
/**
 * A published project's own script, refused in a public profile's live thumbnail: a frame of the
 * sites origin (127.0.0.1 beside the app's localhost) sandboxed without `allow-scripts`
 * (decisions/039). The browser says so for each; it is the point, not a bug.
 */
const THUMBNAIL_SCRIPT =
  /^Blocked script execution in 'http:\/\/127\.0\.0\.1:\d+\/[^']*' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

/**
 * An uncaught error of the learner's own code in an exercise preview (docs/decisions/019): the
 * preview is a sandboxed `srcdoc` frame whose scripts are inline and named after the learner's
 * files (`script.js:24`), so no line of its stack names our origin. The learner sees it in the
 * exercise's console; a draft that breaks the starter's script is the learner's, not the app's.
 * Any error whose stack passes through our own code (`http://…/assets/…`) still fails the test.
 */
const inLearnerPreview = (error: Error) => {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 && frames.every((line) => !/https?:\/\//.test(line));
};

/**
 * `page` fails the test on any console error or CSP violation, so every journey also proves
 * that the built app runs under our Content-Security-Policy without hydration errors.
 */
export const test = base.extend<{
  blogs: (category: string) => Promise<TBlogCard[]>;
  learner: (options?: TLearnerOptions) => Promise<TLearner>;
  signIn: (role: TDemoRole) => Promise<void>;
  signInWithForm: (role: TDemoRole) => Promise<void>;
}>({
  page: async ({ page, serviceWorkers }, use) => {
    // E2E_CPU_SLOWDOWN=4 runs each page's main thread as on a phone four times slower than this
    // machine (Chromium's CPU throttling): races between the app's code and the reader, which a
    // loaded CI machine meets now and then, show up in most runs (docs/development.md). Not in
    // the service worker's journeys: with a CDP session of ours on the page, Playwright's
    // setOffline no longer reaches it (navigator.onLine stays true).
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1 && serviceWorkers !== 'allow') {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(msg.text());
    });
    page.on('pageerror', (error) => {
      if (!inLearnerPreview(error)) problems.push(error.message);
    });
    await use(page);
    const unexpected = problems.filter(
      (p) => !EXPECTED_STATUS.test(p) && !OFFLINE.test(p) && !THUMBNAIL_SCRIPT.test(p),
    );
    expect(unexpected, 'console errors').toEqual([]);
  },
  blogs: async ({ request }, use) => {
    await use(async (category) => {
      const res = await request.get(`/api/blogs?category=${category}`);
      expect(res.ok()).toBe(true);
      return (await res.json()).blogs as TBlogCard[];
    });
  },
  /**
   * Signs `page` in as a new learner of this test's own (`newLearner`): free by default, or
   * `{ tier: 'builder' }` (monthly unless `interval` says otherwise). Every journey that changes
   * what an account holds (progress, answers, downloads, drafts, a plan) starts with one, so it
   * runs alone or beside any other.
   */
  learner: async ({ page, baseURL }, use) => {
    await use((options) => newLearner(page.context(), baseURL, options));
  },
  /**
   * Signs `page` in as a demo account and opens where the login form would have landed. For
   * journeys that only read: the session is shared by every journey of the worker, so one that
   * signs out, which ends it on the server, signs in with `signInWithForm` instead.
   */
  signIn: async ({ page, baseURL }, use) => {
    await use(async (role) => {
      await addSession(page.context(), role, baseURL);
      const landing = role === 'admin' ? '/admin' : '/home';
      await page.goto(landing);
      await expect(page).toHaveURL(landing);
    });
  },
  /** Signs `page` in as a demo account through the login form, in a session of its own. */
  signInWithForm: async ({ page }, use) => {
    await use(async (role) => {
      await page.goto('/login');
      await submitLogin(page, demoEmail(role), DEMO_PASSWORD);
      if (role === 'admin') await submitCode(page, demoAdminCode());
      await expect(page).toHaveURL(role === 'admin' ? '/admin' : '/home');
    });
  },
});

export { expect };
