import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonProgress, project, quizQuestion } from '../src/db/schema.ts';
import { adminCall, createLesson } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { lessonInput, makeCategories, makeProject } from './factories.ts';

let app: TTestApp;
let admin = '';
let send: ReturnType<typeof adminCall>;
let slug = '';

withTestApp({}, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
  send = adminCall(app, admin);
  await makeCategories(app.db);
  slug = (await makeProject(app.db, { title: 'Portfolio' })).slug;
});

describe('lesson authoring', () => {
  it('creates a lesson with its description and quiz, unpublished until its video arrives', async () => {
    const input = lessonInput(slug, { number: 1, description: 'We set up the repo.' });
    const res = await send('POST', '/api/admin/lessons', input);
    expect(res.statusCode).toBe(201);
    const lesson = res.json();
    expect(lesson).toMatchObject({
      category: 'web',
      project: { slug },
      section: 'build',
      number: 1,
      description: 'We set up the repo.',
      hasVideo: false,
      published: false,
    });
    expect(lesson.questions).toEqual(input.questions);
    // Learners do not see it yet.
    expect((await app.inject({ url: `/api/lessons/${lesson.id}` })).statusCode).toBe(401);
    const creator = await signInAs(app, 'creator');
    const asLearner = await app.inject({
      url: `/api/lessons/${lesson.id}`,
      headers: { cookie: creator.cookie },
    });
    expect(asLearner.statusCode).toBe(404);
  });

  it('says clearly when the lesson number is taken in that project and section', async () => {
    await createLesson(app, admin, lessonInput(slug, { number: 7, section: 'planning' }));
    const res = await send(
      'POST',
      '/api/admin/lessons',
      lessonInput(slug, { number: 7, section: 'planning' }),
    );
    expect(res.statusCode).toBe(409);
    const message = 'Lesson 7 already exists in the planning section of this project';
    expect(res.json()).toEqual({ code: 'CONFLICT', message, fields: { number: message } });
    // The same number in another section is fine.
    const other = await send(
      'POST',
      '/api/admin/lessons',
      lessonInput(slug, { number: 7, section: 'deployment' }),
    );
    expect(other.statusCode).toBe(201);
    // Editing a lesson onto a taken number is refused the same way; keeping its own number is not.
    const edit = await send(
      'PUT',
      `/api/admin/lessons/${other.json().id}`,
      lessonInput(slug, { number: 7, section: 'planning' }),
    );
    expect(edit.statusCode).toBe(409);
    const keep = await send(
      'PUT',
      `/api/admin/lessons/${other.json().id}`,
      lessonInput(slug, { number: 7, section: 'deployment', title: 'Renamed' }),
    );
    expect(keep.statusCode).toBe(200);
    expect(keep.json().title).toBe('Renamed');
  });

  it('creates a new project (coming soon, with its label) together with the lesson', async () => {
    const input = lessonInput(slug, {
      category: 'mobile',
      project: {
        kind: 'new',
        title: 'Online Store',
        status: 'coming_soon',
        comingSoonLabel: 'Coming 28 September',
      },
    });
    const res = await send('POST', '/api/admin/lessons', input);
    expect(res.statusCode).toBe(201);
    expect(res.json().project).toEqual({
      slug: 'online-store',
      title: 'Online Store',
      learnInOrder: false,
    });
    const [row] = await app.db
      .select()
      .from(project)
      .where(and(eq(project.category, 'mobile'), eq(project.slug, 'online-store')));
    expect(row).toMatchObject({ status: 'coming_soon', comingSoonLabel: 'Coming 28 September' });
    const again = await send('POST', '/api/admin/lessons', { ...input, number: 99 });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toHaveProperty(['project.title']);
  });

  it('edits data and quiz, lists lessons by category → project → section, and deletes with quiz and progress', async () => {
    const { id } = await createLesson(
      app,
      admin,
      lessonInput(slug, { number: 3, section: 'explanation' }),
    );
    const changed = lessonInput(slug, { number: 4, section: 'explanation', title: 'Edited' });
    const res = await send('PUT', `/api/admin/lessons/${id}`, changed);
    expect(res.json()).toMatchObject({ number: 4, title: 'Edited' });
    expect((await send('GET', `/api/admin/lessons/${id}`)).json().questions).toEqual(
      changed.questions,
    );

    const tree = (await send('GET', '/api/admin/lessons')).json();
    expect(tree.categories.map((c: { category: string }) => c.category)).toEqual([
      'web',
      'mobile',
      'game',
    ]);
    const web = tree.categories[0].projects.find((p: { slug: string }) => p.slug === slug);
    expect(web.sections.map((s: { section: string }) => s.section)).toEqual([
      'planning',
      'build',
      'explanation',
      'deployment',
    ]);
    expect(web.sections[2].lessons).toContainEqual({
      id,
      number: 4,
      title: 'Edited',
      hasVideo: false,
      published: false,
      lowData: null,
    });

    const learner = await signInAs(app, 'creator');
    const [userRow] = await app.db.query.user.findMany({
      where: (u, { eq: e }) => e(u.email, learner.email),
    });
    await app.db
      .insert(lessonProgress)
      .values({ userId: userRow?.id ?? '', lessonId: id, positionSeconds: 3 });
    expect((await send('DELETE', `/api/admin/lessons/${id}`)).json()).toEqual({ deleted: true });
    expect(await app.db.select().from(quizQuestion).where(eq(quizQuestion.lessonId, id))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, id)),
    ).toEqual([]);
    expect((await send('GET', `/api/admin/lessons/${id}`)).statusCode).toBe(404);
  });

  it('lists projects for the form', async () => {
    const res = await send('GET', '/api/admin/projects');
    expect(res.json().projects).toContainEqual({
      category: 'web',
      slug,
      title: 'Portfolio',
      status: 'published',
      learnInOrder: false,
    });
  });
});

describe('lesson validation: 400 with a message per field', () => {
  const base = () => lessonInput('portfolio');
  const four = () => base().questions.slice(0, 4);
  const cases: [string, () => Record<string, unknown>, Record<string, string>][] = [
    [
      'number zero',
      () => ({ number: 0 }),
      { number: 'Lesson number must be a whole number from 1' },
    ],
    [
      'fractional number',
      () => ({ number: 2.5 }),
      { number: 'Lesson number must be a whole number from 1' },
    ],
    ['missing title', () => ({ title: ' ' }), { title: 'Title is required' }],
    ['unknown section', () => ({ section: 'cooking' }), { section: 'Choose a section' }],
    [
      'four questions',
      () => ({ questions: four() }),
      { questions: 'A lesson has exactly 5 questions' },
    ],
    [
      'four options',
      () => ({
        questions: base().questions.map((q, i) =>
          i === 2 ? { ...q, options: q.options.slice(0, 4) } : q,
        ),
      }),
      { 'questions.2.options': 'A question has exactly 5 options' },
    ],
    [
      'empty option',
      () => ({
        questions: base().questions.map((q, i) =>
          i === 1 ? { ...q, options: ['a', 'b', '', 'd', 'e'] } : q,
        ),
      }),
      { 'questions.1.options.2': 'Each option needs some text' },
    ],
    [
      'correct option outside the options',
      () => ({
        questions: base().questions.map((q, i) => (i === 0 ? { ...q, correctOption: 5 } : q)),
      }),
      { 'questions.0.correctOption': 'Choose the correct option' },
    ],
    [
      'correct option missing',
      () => ({
        questions: base().questions.map((q, i) =>
          i === 4 ? { ...q, correctOption: undefined } : q,
        ),
      }),
      { 'questions.4.correctOption': 'Choose the correct option' },
    ],
    [
      'coming-soon project without its label',
      () => ({ project: { kind: 'new', title: 'X', status: 'coming_soon' } }),
      {
        'project.comingSoonLabel':
          'A coming-soon project needs its label (e.g. "Coming 14 September")',
      },
    ],
  ];
  for (const [name, change, fields] of cases) {
    it(name, async () => {
      for (const [method, url] of [
        ['POST', '/api/admin/lessons'],
        ['PUT', `/api/admin/lessons/${crypto.randomUUID()}`],
      ] as const) {
        const res = await send(method, url, { ...base(), ...change() });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toMatchObject(fields);
      }
    });
  }

  it('refuses a project of another category as a field error', async () => {
    const res = await send('POST', '/api/admin/lessons', lessonInput(slug, { category: 'game' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'project.slug': 'Choose a project of this category' });
  });
});
