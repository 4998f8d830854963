import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoEmail, expect, submitLogin, test } from './fixtures.ts';

// The course menu loads a section's lessons a page (100) at a time and asks for the
// next page as the learner scrolls. This journey adds a project with more lessons than one page
// through the admin API (so it runs with the admin journeys, after the read-only ones).
const CLIP = readFileSync(join(import.meta.dirname, '..', 'apps/server/demo/videos/build.mp4'));
const LESSONS = 103;
const b64 = (s: string) => Buffer.from(s).toString('base64');

const question = (n: number) => ({
  question: `Question ${n}?`,
  options: ['A', 'B', 'C', 'D', 'E'],
  correctOption: 1,
});

test('a section with more than 100 lessons: the menu loads the rest as the learner scrolls', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  // 103 lessons created one request after another (with their uploads) before the menu is
  // scrolled: well under a minute on a quiet machine, minutes while the other journeys run.
  test.setTimeout(300_000);
  await signIn('admin');
  const headers = { origin: baseURL ?? '' };
  const title = `Menu scale ${Math.random().toString(36).slice(2, 8)}`;
  let slug = '';
  for (let n = 1; n <= LESSONS; n++) {
    const created = await page.request.post('/api/admin/lessons', {
      headers,
      data: {
        category: 'web',
        project: slug ? { kind: 'existing', slug } : { kind: 'new', title, status: 'published' },
        section: 'build',
        number: n,
        difficulty: 'Beginner',
        title: `Scale lesson ${n}`,
        description: '',
        questions: [1, 2, 3, 4, 5].map(question),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const lesson = (await created.json()) as { id: string; project: { slug: string } };
    slug = lesson.project.slug;
    // Its video (tus: create, then one PATCH with every byte) publishes it.
    const upload = await page.request.post('/api/admin/uploads', {
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-length': String(CLIP.length),
        'upload-metadata': `lessonId ${b64(lesson.id)},filename ${b64('clip.mp4')}`,
      },
    });
    expect(upload.status()).toBe(201);
    const sent = await page.request.patch(upload.headers().location ?? '', {
      headers: {
        ...headers,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      data: CLIP,
    });
    expect(sent.status()).toBe(204);
  }

  const learner = await (await browser.newContext()).newPage();
  await learner.goto('/login');
  await submitLogin(learner, demoEmail('creator'), DEMO_PASSWORD);
  await expect(learner).toHaveURL('/home');
  const secondPage = learner.waitForRequest(/\/sections\/build\?after=100$/);
  await learner.goto(`/coursepage/web/${slug}?section=build&lesson=1`);
  await expect(learner.getByRole('heading', { level: 1, name: 'Scale lesson 1' })).toBeVisible();

  // The first page holds 100 lessons; the rest arrive when the end of the list comes near.
  const menu = learner.getByRole('navigation', { name: 'Course lessons' });
  const links = menu.getByRole('link', { name: /^Scale lesson \d+/ });
  await expect(links.first()).toBeVisible();
  const last = menu.getByRole('link', { name: new RegExp(`^Scale lesson ${LESSONS}\\b`) });
  await expect(links.nth(99)).toBeAttached();
  await links.nth(99).scrollIntoViewIfNeeded();
  await secondPage;
  await expect(last).toBeAttached();
  await expect(links).toHaveCount(LESSONS);
  await expect(menu.getByText('Loading more lessons…')).toHaveCount(0);

  // A lesson from the second page opens like any other.
  await last.click();
  await expect(learner).toHaveURL(new RegExp(`section=build&lesson=${LESSONS}$`));
  await expect(
    learner.getByRole('heading', { level: 1, name: `Scale lesson ${LESSONS}` }),
  ).toBeVisible();
});
