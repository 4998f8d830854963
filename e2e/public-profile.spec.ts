import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, lookAt, test } from './fixtures.ts';
import { lessonIdOf, passQuizByApi } from './quiz-helpers.ts';
import { publishPortfolio } from './site-helpers.ts';

// A learner's public profile (decisions/039): they publish, turn the profile on from /account and
// choose what it shows; a visitor with no account opens /u/<handle> rendered on the server, with
// a link card's tags, the project as a live thumbnail and the certificate's links; turned off,
// the address answers 404. Each journey has a Creator learner of its own.

const SHOTS = 'test-results/shots';

/**
 * Earns the mobile Portfolio's Build certificate through the API, as the course page would: every
 * quiz passed (its lessons have no exercise, demo's exercises.ts), a name, the first download.
 */
async function earnCertificate(page: Page, origin: string) {
  const request = page.request;
  const list = await (await request.get('/api/courses/mobile/portfolio/sections/build')).json();
  const numbers: number[] = list.lessons.map((l: { number: number }) => l.number);
  for (const n of numbers)
    await passQuizByApi(request, origin, await lessonIdOf(request, 'mobile/portfolio', 'build', n));
  const named = await request.put('/api/certificates/name', {
    headers: { origin },
    data: { name: 'Amahle Dlamini' },
  });
  expect(named.ok()).toBe(true);
  const pdf = await request.get('/api/courses/mobile/portfolio/sections/build/certificate');
  expect(pdf.ok(), await pdf.text().catch(() => '')).toBe(true);
  return pdf.headers()['x-certificate-code'] ?? '';
}

/** The profile card on /account. */
const profileCard = (page: Page) => page.getByRole('region', { name: 'Public profile' });

/** A picture of the card alone: the sticky header would lie over it. */
const UNSTICK = 'header { position: static !important; }';

async function turnOn(
  page: Page,
  choices: { name?: string; bio?: string; certificates?: boolean },
) {
  await page.goto('/account');
  const card = profileCard(page);
  await card.getByRole('checkbox', { name: /Show my profile/ }).check();
  if (choices.name) await card.getByLabel('Name to show').fill(choices.name);
  if (choices.bio) await card.getByLabel('About you').fill(choices.bio);
  if (choices.certificates)
    await card.getByRole('checkbox', { name: /Show my certificates/ }).check();
  await card.getByRole('button', { name: 'Save profile' }).click();
  await expect(card.getByText('Saved. Your profile is public.')).toBeVisible();
  return card;
}

/** Someone with no account: a browser context with no cookies. */
async function visitor(browser: Browser, baseURL: string, width: number) {
  return browser.newContext({ baseURL, viewport: { width, height: width > 400 ? 800 : 812 } });
}

/** The profile page in the light and the dark theme, checked and pictured. */
async function inBothThemes(context: BrowserContext, visit: Page, origin: string, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await context.addCookies([{ name: 'theme', value: theme, url: origin }]);
    await visit.reload();
    await expect(visit.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(visit, `public profile, ${theme}`);
    await lookAt(visit, { path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
}

test('a learner shows their project and certificate on a public profile; turned off, it is gone', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  // Eight quizzes, a PDF, publishing and two browsers: minutes on the shared two-core machine.
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  await learner({ tier: 'creator', label: 'profile' });
  const code = await earnCertificate(page, origin);

  // Publish from My project, choosing the address there.
  const handle = `pp${Date.now().toString(36)}`;
  const siteUrl = await publishPortfolio(page, handle);

  // Off until turned on: the address shows nothing yet.
  const strangers = await visitor(browser, origin, 1280);
  const visit = await strangers.newPage();
  expect((await visit.goto(`/u/${handle}`))?.status()).toBe(404);

  const card = await turnOn(page, {
    name: 'Amahle Dlamini',
    bio: 'I build small sites.\nNext: a weather app.',
    certificates: true,
  });
  await expect(card).toContainText(`${origin}/u/${handle}`);
  await expect(card.getByRole('checkbox', { name: 'Web Portfolio' })).toBeChecked();
  await expectAccessible(page, 'account, public profile card');
  await lookAt(card, { path: `${SHOTS}/profile-card-1280.png`, style: UNSTICK });

  // The learner's own link opens the page in the app.
  await card.getByRole('link', { name: 'View your profile' }).click();
  await expect(page).toHaveURL(`/u/${handle}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Amahle Dlamini' })).toBeVisible();

  // A visitor: the page as the server wrote it, with the link card's tags and no app script.
  const html = await (await strangers.request.get(`/u/${handle}`)).text();
  for (const tag of [
    '<title>Amahle Dlamini | ThinkBuild</title>',
    '<meta name="description" content="I build small sites. Next: a weather app." />',
    '<meta property="og:type" content="profile" />',
    '<meta property="og:title" content="Amahle Dlamini | ThinkBuild" />',
    '<meta property="og:description" content="I build small sites. Next: a weather app." />',
    `<meta property="og:url" content="${origin}/u/${handle}" />`,
    '<meta name="twitter:card" content="summary" />',
  ])
    expect(html).toContain(tag);
  expect(html).not.toMatch(/<script type="module"/);

  expect((await visit.goto(`/u/${handle}`))?.status()).toBe(200);
  await expect(visit.getByRole('heading', { level: 1, name: 'Amahle Dlamini' })).toBeVisible();
  await expect(visit.getByText(`@${handle}`)).toBeVisible();
  const projects = visit.getByRole('region', { name: 'Projects' });
  await expect(projects.getByRole('heading', { name: 'Web Portfolio' })).toBeVisible();
  const open = projects.getByRole('link', { name: /^Open Web Portfolio/ });
  await expect(open).toHaveAttribute('href', siteUrl);
  // The live thumbnail: the published page itself, with no script and nothing to reach.
  const frame = projects.locator('iframe');
  await expect(frame).toHaveAttribute('src', siteUrl);
  // Sandboxed without scripts; it keeps its own origin so that its stylesheet loads.
  await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('tabindex', '-1');
  await expect(frame).toHaveAttribute('title', 'Web Portfolio, as published');
  await expect(projects.locator('[inert]')).toHaveCount(1);
  await expect(visit.frameLocator('iframe').locator('body')).toContainText('Made by a learner');

  const certificates = visit.getByRole('region', { name: 'Certificates' });
  await expect(certificates).toContainText('Mobile Portfolio (React Native): Build');
  await expect(certificates).not.toContainText('Amahle Dlamini');
  await expect(certificates.getByRole('link', { name: /^Verify/ })).toHaveAttribute(
    'href',
    `${origin}/certificates/${code}`,
  );
  const linkedIn = certificates.getByRole('link', { name: /Add to LinkedIn/ });
  const url = new URL((await linkedIn.getAttribute('href')) ?? '');
  expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(url.searchParams.get('certUrl')).toBe(`${origin}/certificates/${code}`);
  expect(url.searchParams.get('organizationName')).toBe('ThinkBuild');
  // No dead end: the courses, for someone who wants to build the same.
  await expect(visit.getByRole('link', { name: 'See the courses' })).toHaveAttribute(
    'href',
    '/courses',
  );
  await inBothThemes(strangers, visit, origin, 'public-profile-1280');

  // Turned off: the address answers 404 at once, and says so.
  await page.goto('/account');
  await profileCard(page)
    .getByRole('checkbox', { name: /Show my profile/ })
    .uncheck();
  await profileCard(page).getByRole('button', { name: 'Save profile' }).click();
  await expect(profileCard(page).getByText('Saved. Your profile is off.')).toBeVisible();
  expect((await visit.goto(`/u/${handle}`))?.status()).toBe(404);
  await expect(visit.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'See ThinkBuild’s courses' })).toBeVisible();
  await strangers.close();
});

test('on a phone: choose an address on /account, publish, and a visitor sees the profile @phone', async ({
  page,
  learner,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  await learner({ tier: 'creator', label: 'phone-profile' });
  await page.goto('/account');
  const card = profileCard(page);
  const handle = `pq${Date.now().toString(36)}`;
  await card.getByLabel('Your address').fill(handle);
  await card.getByRole('button', { name: 'Choose this address' }).click();
  await expect(card.getByRole('checkbox', { name: /Show my profile/ })).not.toBeChecked();
  // Published from My project's API (its dialog has its own phone journey).
  const published = await page.request.post('/api/projects/web/portfolio/site', {
    headers: { origin },
  });
  expect(published.ok()).toBe(true);
  await turnOn(page, { bio: 'Learning to build, one project at a time.' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const theme of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: origin }]);
    await page.reload();
    await expect(profileCard(page).getByLabel('About you')).toHaveValue(/one project at a time/);
    await expectAccessible(page, `account, public profile card, ${theme}`);
    await lookAt(profileCard(page), {
      path: `${SHOTS}/profile-card-375-${theme}.png`,
      style: UNSTICK,
    });
  }

  const strangers = await visitor(browser, origin, 375);
  const visit = await strangers.newPage();
  expect((await visit.goto(`/u/${handle}`))?.status()).toBe(200);
  // Only the handle: no name was given, and no certificates were asked for.
  await expect(visit.getByRole('heading', { level: 1, name: handle })).toBeVisible();
  await expect(visit.getByRole('region', { name: 'Certificates' })).toHaveCount(0);
  await expect(
    visit.getByRole('region', { name: 'Projects' }).getByRole('heading', { name: 'Web Portfolio' }),
  ).toBeVisible();
  const wide = await visit.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
  await inBothThemes(strangers, visit, origin, 'public-profile-375');
  await strangers.close();
});
