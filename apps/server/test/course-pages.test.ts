import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson, lessonProgress, project, quizAttempt, quizQuestion } from '../src/db/schema.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

// The public course pages' API and the free preview rule (docs/decisions/023).
let app: TTestApp;
let free = '';
const ids: Record<string, string> = {};

const lessonId = async (section: 'planning' | 'build', number: number) => {
  const [web] = await app.db
    .select()
    .from(project)
    .where(and(eq(project.category, 'web'), eq(project.slug, 'portfolio')));
  const [row] = await app.db
    .select({ id: lesson.id })
    .from(lesson)
    .where(
      and(
        eq(lesson.projectId, web?.id ?? ''),
        eq(lesson.section, section),
        eq(lesson.number, number),
      ),
    );
  return row?.id ?? '';
};

beforeAll(async () => {
  app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  await seedIfEmpty(app.db, app.storage, { info: () => {} });
  free = (await signInAs(app, 'free')).cookie;
  ids.build1 = await lessonId('build', 1);
  ids.build2 = await lessonId('build', 2);
  ids.planning1 = await lessonId('planning', 1);
});
afterAll(() => app.cleanup());

const get = (url: string, cookie?: string) =>
  app.inject({ url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
const quiz = (id: string, answers: unknown, cookie?: string, attempt?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/lessons/${id}/preview-quiz`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { answers, ...(attempt && { attempt }) },
  });

/** The lesson's right options, from its rows (the answers never give them on a first fail). */
const rightOptions = async (id: string) =>
  (
    await app.db
      .select({ correct: quizQuestion.correctOption })
      .from(quizQuestion)
      .where(eq(quizQuestion.lessonId, id))
      .orderBy(quizQuestion.position)
  ).map((q) => q.correct);

/** Five answers that are all wrong. */
const allWrong = (right: number[]) => right.map((r) => (r + 1) % 5);

describe('GET /api/course-pages', () => {
  it('lists every course of every track with lessons, for a signed-out visitor', async () => {
    const res = await get('/api/course-pages');
    expect(res.statusCode).toBe(200);
    const courses = res.json().courses as Record<string, unknown>[];
    expect(courses.map((c) => [c.category, c.slug, c.level])).toEqual([
      ['web', 'portfolio', 'Beginner'],
      ['mobile', 'portfolio', 'Beginner'],
      ['game', '3d-shooter-unity', 'Beginner'],
      ['game', '3d-shooter-unreal-engine', 'Intermediate'],
    ]);
    expect(courses[0]).toMatchObject({ title: 'Web Portfolio', lessonCount: 19, hasCover: false });
  });
});

describe('GET /api/course-pages/:category/:project', () => {
  it('gives outcomes, the syllabus, the plans by name and one preview lesson without answers', async () => {
    const res = await get('/api/course-pages/web/portfolio');
    expect(res.statusCode).toBe(200);
    const course = res.json();
    expect(course.outcomes.length).toBeGreaterThan(2);
    expect(course.prerequisites.length).toBeGreaterThan(0);
    expect(course.sections.map((s: { section: string }) => s.section)).toEqual([
      'planning',
      'build',
      'explanation',
      'deployment',
    ]);
    const previews = course.sections
      .flatMap((s: { lessons: { preview: boolean }[] }) => s.lessons)
      .filter((l: { preview: boolean }) => l.preview);
    expect(previews).toHaveLength(1);
    expect(course.preview).toMatchObject({ id: ids.build1, section: 'build' });
    expect(course.preview.questions).toHaveLength(5);
    expect(course.plans.map((p: { name: string }) => p.name)).toEqual([
      'Free account',
      'Starter',
      'Builder',
      'Creator',
    ]);
    expect(res.body).not.toMatch(/correctOption|creatorm|starterm|buildera/);
  });

  it('answers 404 for a project that does not exist and 400 for a bad category', async () => {
    expect((await get('/api/course-pages/web/no-such-course')).statusCode).toBe(404);
    expect((await get('/api/course-pages/web/project-management')).statusCode).toBe(404);
    const bad = await get('/api/course-pages/space/portfolio');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('category');
  });
});

describe('the free preview lesson (learning/access/access.ts)', () => {
  it('plays the preview lesson for a visitor without a session', async () => {
    const res = await get(`/api/lessons/${ids.build1}/video`);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^\/media\//);
  });

  it('refuses a visitor every other lesson: video, captions and quiz answer 401', async () => {
    for (const id of [ids.build2, ids.planning1]) {
      expect((await get(`/api/lessons/${id}/video`)).statusCode).toBe(401);
      expect((await get(`/api/lessons/${id}/captions.vtt`)).statusCode).toBe(401);
      expect((await quiz(id ?? '', [0, 0, 0, 0, 0])).statusCode).toBe(401);
      // The signed-in lesson endpoints stay signed-in only.
      expect((await get(`/api/lessons/${id}`)).statusCode).toBe(401);
    }
    expect((await get(`/api/lessons/${ids.build1}`)).statusCode).toBe(401);
  });

  it('scores the preview quiz for a visitor and stores nothing', async () => {
    const right = await rightOptions(ids.build1 ?? '');
    const res = await quiz(ids.build1 ?? '', right);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ score: 5, total: 5, passed: true, revealed: true });
    expect(result.results.map((r: { rightOption: number }) => r.rightOption)).toEqual(right);
    expect(await app.db.select().from(quizAttempt)).toHaveLength(0);
    expect(await app.db.select().from(lessonProgress)).toHaveLength(0);
  });

  it('gives the right options only after a failed try, as the lesson quiz does', async () => {
    const id = ids.build1 ?? '';
    const right = await rightOptions(id);
    const first = (await quiz(id, allWrong(right))).json();
    expect(first).toMatchObject({ score: 0, passed: false, revealed: false });
    for (const r of first.results) expect(r).toMatchObject({ correct: false, rightOption: null });
    // Without the first try's signed record, a second try is a first one again.
    expect((await quiz(id, allWrong(right))).json()).toMatchObject({ revealed: false });
    const forged = `5.${first.attempt.split('.')[1]}`;
    expect((await quiz(id, allWrong(right), undefined, forged)).json().revealed).toBe(false);
    const second = (await quiz(id, allWrong(right), undefined, first.attempt)).json();
    expect(second).toMatchObject({ passed: false, revealed: true });
    expect(second.results.map((r: { rightOption: number }) => r.rightOption)).toEqual(right);
  });

  it("gives a signed-in learner no other lesson's answers: the preview lesson only", async () => {
    // An admin opens every lesson (no plan, no "Learn in order"): only the preview has this quiz.
    const { cookie } = await signInAs(app, 'admin');
    const other = ids.build2 ?? '';
    const res = await quiz(other, allWrong(await rightOptions(other)), cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().results).toBeUndefined();
    // Another lesson's signed record opens nothing here either.
    const first = (await quiz(ids.build1 ?? '', [0, 0, 0, 0, 0], cookie)).json();
    expect((await quiz(other, [0, 0, 0, 0, 0], cookie, first.attempt)).statusCode).toBe(404);
  });

  it('refuses answers that are not one option per question, with a field message', async () => {
    for (const answers of [[0, 1], [0, 1, 2, 3, 9], 'abc']) {
      const res = await quiz(ids.build1 ?? '', answers);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).join()).toMatch(/^answers/);
    }
  });

  it('keeps the plan rule for signed-in learners: a free account gets 403 on Planning', async () => {
    expect((await quiz(ids.planning1 ?? '', [0, 0, 0, 0, 0], free)).statusCode).toBe(403);
    expect((await quiz(ids.build1 ?? '', [0, 0, 0, 0, 0], free)).statusCode).toBe(200);
  });

  it('answers 404 for a lesson that does not exist', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/lessons/${none}/video`)).statusCode).toBe(404);
  });
});
