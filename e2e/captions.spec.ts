import type { Page } from '@playwright/test';
import { formatClock } from '@thinkbuild/core/clock';
import { expect, lookAt, test } from './fixtures.ts';
import {
  BUILD_1,
  BUILD_1_VIDEO,
  build1Cue,
  currentTime,
  openBuild1,
  videoReady,
} from './video-helpers.ts';

// Build lesson 1 of the web Portfolio ships with captions (its video's narration, a cue a line:
// packages/demo/src/lesson-videos.ts) and an HTML snippet where its video starts writing it.
const LINES = BUILD_1_VIDEO.cues.length;
const TAB_CUE = build1Cue('Type an exclamation mark');
const SNIPPET_AT = formatClock(BUILD_1_VIDEO.blockStarts[0] ?? 0);
const SHOTS = 'test-results/shots';

const transcript = (page: Page) => page.getByRole('region', { name: 'Transcript' });

test.describe('captions, transcript and code', () => {
  test('captions show with CC, and the choice is remembered', async ({ page, learner }) => {
    await learner({ tier: 'builder' });
    const video = await openBuild1(page);
    const cc = page.getByRole('button', { name: 'Captions' });
    await expect(cc).toHaveAttribute('aria-pressed', 'false');
    await cc.click();
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 1;
    });
    // The cue playing now shows over the picture (the player draws it: decisions/024).
    const player = page.getByRole('group', { name: /^Video player/ });
    await expect(player.getByTestId('captions')).toHaveText(
      'Every page starts with the HTML boilerplate.',
    );

    await page.reload();
    await expect(page.getByRole('button', { name: 'Captions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  for (const phone of [false, true])
    test(`${phone ? '@phone ' : ''}captions sit above the bar, wrap within the picture and take the chosen size`, async ({
      page,
      learner,
    }) => {
      await learner({ tier: 'builder' });
      await page.goto('/home');
      await page.evaluate(() => localStorage.setItem('thinkbuild:captions', 'on'));
      await page.goto(BUILD_1);
      const video = await videoReady(page);
      const player = page.getByRole('group', { name: /^Video player/ });
      // A long cue, paused: the bar shows.
      await video.evaluate((v: HTMLVideoElement, at) => {
        v.currentTime = at;
      }, TAB_CUE.middle);
      const captions = player.getByTestId('captions');
      await expect(captions).toHaveText(TAB_CUE.text);
      const fontSize = () =>
        captions.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
      const boxes = async () => ({
        video: await video.boundingBox(),
        text: await captions.locator('span').boundingBox(),
        seek: await player.getByRole('slider', { name: 'Seek' }).boundingBox(),
      });
      await expect.poll(async () => (await boxes()).seek?.y ?? 0).toBeGreaterThan(0);
      const { video: v, text, seek } = await boxes();
      if (!v || !text || !seek) throw new Error('no boxes');
      // Above the seek bar, inside the picture left to right (it wraps, nothing is cut off).
      expect(text.y + text.height).toBeLessThanOrEqual(seek.y);
      expect(text.x).toBeGreaterThanOrEqual(v.x);
      expect(text.x + text.width).toBeLessThanOrEqual(v.x + v.width);
      // Readable on a phone: never under 16 px.
      const medium = await fontSize();
      expect(medium).toBeGreaterThanOrEqual(16);

      await player.getByRole('button', { name: /^Quality:/ }).click();
      const menu = page.getByRole('menu', { name: 'Video quality' });
      await menu
        .getByRole('group', { name: 'Caption size' })
        .getByRole('menuitemradio', { name: 'Extra large' })
        .click();
      await expect.poll(fontSize).toBeGreaterThan(medium * 1.4);
      await menu.getByRole('menuitemradio', { name: 'Outlined text' }).click();
      await expect(menu.getByRole('menuitemradio', { name: 'Outlined text' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await lookAt(page, {
        path: `${SHOTS}/captions-${phone ? 'phone' : 'desktop'}.png`,
      });
      // Remembered in this browser.
      await page.reload();
      await videoReady(page);
      await video.evaluate((v: HTMLVideoElement, at) => {
        v.currentTime = at;
      }, TAB_CUE.middle);
      await expect.poll(fontSize).toBeGreaterThan(medium * 1.4);
    });

  test('a transcript line seeks the video and is highlighted; search filters the lines', async ({
    page,
    learner,
  }) => {
    await learner({ tier: 'builder' });
    const video = await openBuild1(page);
    const panel = transcript(page);
    await expect(panel.getByRole('listitem')).toHaveCount(LINES);

    const line = panel.getByRole('button', { name: /Then add header, main and footer/ });
    await line.click();
    await expect
      .poll(() => currentTime(video))
      .toBeCloseTo(build1Cue('Then add header, main and footer').start, 1);
    await expect(panel.locator('li[aria-current="true"]')).toContainText('Then add header');

    const search = panel.getByRole('searchbox', { name: 'Search the transcript' });
    await search.fill('exclamation');
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText('press Tab');
    await search.fill('kubernetes');
    await expect(panel.getByText('No lines match your search.')).toBeVisible();
    await search.fill('');
    await expect(panel.getByRole('listitem')).toHaveCount(LINES);
    await lookAt(page, { path: `${SHOTS}/course-transcript-desktop.png`, fullPage: true });
  });

  test('a snippet\'s "at m:ss" seeks the video and Copy copies its code', async ({
    page,
    context,
    learner,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Build lesson 1: the Portfolio is learnt in order, so later lessons stay locked here.
    await learner({ tier: 'builder' });
    const video = await openBuild1(page);
    // The code is the second tab under the video.
    await page.getByRole('tab', { name: 'Code' }).click();
    const code = page.getByRole('region', { name: 'Code in this lesson' });
    await expect(code.getByRole('figure')).toHaveCount(1);

    await code.getByRole('button', { name: `Play the video at ${SNIPPET_AT}` }).click();
    await expect.poll(() => currentTime(video)).toBeCloseTo(BUILD_1_VIDEO.blockStarts[0] ?? 0, 1);

    const html = code.getByRole('figure').first();
    await html.getByRole('button', { name: 'Copy' }).click();
    await expect(html.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(copied.endsWith('  </body>\n</html>')).toBe(true);
  });

  test('reading instead of watching loads no video at all', async ({ page, learner }) => {
    await learner({ tier: 'builder' });
    await openBuild1(page);
    await page.getByRole('button', { name: 'Read instead of watching' }).click();
    await expect(page.locator('video')).toHaveCount(0);

    const videoRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/media\/|\/api\/lessons\/[^/]+\/video/.test(r.url())) videoRequests.push(r.url());
    });
    await page.reload();
    await expect(transcript(page).getByRole('listitem')).toHaveCount(LINES);
    await expect(page.getByText(`at ${SNIPPET_AT} in the video`)).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await page.getByRole('button', { name: 'Watch the video' }).click();
    await videoReady(page);
  });

  test('@phone the transcript and the code sit below the video', async ({ page, learner }) => {
    await learner({ tier: 'builder' });
    await openBuild1(page);
    const videoBox = await page.locator('video').boundingBox();
    const panelBox = await transcript(page).boundingBox();
    expect(panelBox?.y ?? 0).toBeGreaterThan((videoBox?.y ?? 0) + (videoBox?.height ?? 0));
    await page.getByRole('tab', { name: 'Code' }).click();
    const codeBox = await page.getByRole('region', { name: 'Code in this lesson' }).boundingBox();
    expect(codeBox?.y ?? 0).toBeGreaterThan((videoBox?.y ?? 0) + (videoBox?.height ?? 0));
    await lookAt(page, { path: `${SHOTS}/course-transcript-phone.png`, fullPage: true });
  });

  test('the admin attaching a broken captions file sees the line that is wrong', async ({
    page,
    signIn,
  }) => {
    await signIn('admin');
    const tree = await (await page.request.get('/api/admin/lessons')).json();
    const web = tree.categories.find((c: { category: string }) => c.category === 'web');
    const portfolio = web.projects.find((p: { slug: string }) => p.slug === 'portfolio');
    const build = portfolio.sections.find((s: { section: string }) => s.section === 'build');
    const id = build.lessons.find((l: { number: number }) => l.number === 1).id;

    await page.goto(`/admin/lessons/${id}/edit`);
    await expect(page.getByText(`Current captions: ${LINES} lines (en)`)).toBeVisible();
    // The snippet editor shows the stored snippet with its live preview.
    await expect(page.getByLabel('Code', { exact: true })).toHaveValue(/<!doctype html>/);
    await expect(page.getByRole('figure')).toContainText('<!doctype html>');
    await lookAt(page, { path: `${SHOTS}/lesson-editor-desktop.png`, fullPage: true });

    await page.getByLabel('Captions file').setInputFiles({
      name: 'broken.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(
        'WEBVTT\n\n00:00.000 --> 00:02.000\nFine\n\n00:04.000 --> 00:03.000\nBackwards\n',
      ),
    });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'line 6' }).first()).toContainText(
      'This is not a valid WebVTT file: line 6: End timestamp is not greater than start timestamp.',
    );
    await expect(page.getByLabel('Captions file')).toBeFocused();
  });
});
