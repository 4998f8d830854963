import { expect, signedInPage, test } from './fixtures.ts';
import { BLANK_CLIP, createLesson, fiveQuestions, uploadVideo } from './lesson-helpers.ts';

// The course menu loads a section's lessons a page (100) at a time and asks for the
// next page as the learner scrolls. This journey adds a project of its own with more lessons than
// one page through the admin API; the creator who scrolls it only reads.
const LESSONS = 103;

test('a section with more than 100 lessons: the menu loads the rest as the learner scrolls', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  // 103 lessons created (with their uploads) before the menu is scrolled: the first makes the
  // project, the rest go eight at a time, which keeps the server busy while one request waits on
  // its ffprobe. Well under a minute on a quiet machine, minutes while the other journeys run.
  test.setTimeout(300_000);
  await signIn('admin');
  const title = `Menu scale ${Math.random().toString(36).slice(2, 8)}`;
  const addLesson = async (n: number, project: Record<string, unknown>) => {
    const lesson = await createLesson(page, baseURL ?? '', {
      category: 'web',
      project,
      section: 'build',
      number: n,
      difficulty: 'Beginner',
      title: `Scale lesson ${n}`,
      description: '',
      questions: fiveQuestions(),
    });
    // Its video publishes it. The journey never plays one: the blank clip keeps the 103
    // low-data transcodes it queues to a few seconds of CPU (the demo clip: over two minutes).
    await uploadVideo(page, baseURL ?? '', lesson.id, BLANK_CLIP);
    return lesson.project.slug;
  };
  const slug = await addLesson(1, { kind: 'new', title, status: 'published' });
  for (let first = 2; first <= LESSONS; first += 8) {
    const batch = [];
    for (let n = first; n < first + 8 && n <= LESSONS; n++) {
      batch.push(addLesson(n, { kind: 'existing', slug }));
    }
    await Promise.all(batch);
  }

  const learner = await signedInPage(browser, 'creator', baseURL);
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
