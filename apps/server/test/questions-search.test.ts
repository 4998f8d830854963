import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lesson, project } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { withSeededRoles } from './learning-helpers.ts';
import { questionsActor, type TActor } from './questions-helpers.ts';

/** Search finds questions and accepted answers under the lessons the viewer may open. */
let app: TTestApp;
const { lessonIn } = withSeededRoles((built) => {
  app = built;
});
let creator: TActor;
let builder: TActor;
let planningQuestion = '';
let buildQuestion = '';

const idOf = async (res: { statusCode: number; json: () => { id: string } }) => {
  expect(res.statusCode).toBe(201);
  return res.json().id;
};
const questionHits = async (who: TActor, q: string) => {
  const res = await who.call('GET', `/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    ids: body.results
      .filter((h: { kind: string }) => h.kind === 'question')
      .map((h: { id: string }) => h.id),
    suggestion: body.suggestion,
  };
};

beforeAll(async () => {
  creator = await questionsActor(app, 'creator');
  builder = await questionsActor(app, 'builder');
  planningQuestion = await idOf(
    await creator.ask(lessonIn.planning ?? '', {
      title: 'Wireframes with zanzibarian sketching',
      body: 'Which tool draws wireframes?',
    }),
  );
  buildQuestion = await idOf(
    await creator.ask(lessonIn.build ?? '', {
      title: 'Flexbox quokkaesque centring',
      body: 'My hero will not centre.',
    }),
  );
});

describe('questions in search', () => {
  it('finds a question only for those whose plan opens its lesson', async () => {
    expect((await questionHits(creator, 'zanzibarian')).ids).toEqual([planningQuestion]);
    expect((await questionHits(builder, 'zanzibarian')).ids).toEqual([]);
    expect((await questionHits(builder, 'quokkaesque')).ids).toEqual([buildQuestion]);
  });

  it('searches the accepted answer with its question, and drops a hidden one', async () => {
    const answer = await idOf(await builder.answer(buildQuestion, 'Use marsupialine margins.'));
    expect((await questionHits(builder, 'marsupialine')).ids).toEqual([]);
    await creator.call('PUT', `/api/questions/${buildQuestion}/accepted`, { answerId: answer });
    expect((await questionHits(builder, 'marsupialine')).ids).toEqual([buildQuestion]);

    const admin = await questionsActor(app, 'admin');
    await admin.call('POST', `/api/admin/questions/${buildQuestion}/hide`, { reason: 'Spam' });
    expect((await questionHits(builder, 'quokkaesque')).ids).toEqual([]);
  });

  it('is typo-tolerant as lessons are', async () => {
    const asked = await idOf(
      await creator.ask(lessonIn.build ?? '', { title: 'Gradients with wombatically soft edges' }),
    );
    const typo = await questionHits(builder, 'wombaticaly');
    expect(typo.suggestion).toBe('wombatically');
    expect(typo.ids).toEqual([asked]);
  });
});

describe('a question found by search follows its lesson', () => {
  let second = '';
  let asked = '';
  let admin: TActor;
  // The demo web Portfolio is learnt in order: lesson 2 of Build opens once lesson 1 is done.
  const learnInOrder = async (on: boolean) => {
    const edited = (await admin.call('GET', `/api/admin/lessons/${second}`)).json();
    const saved = await admin.call('PUT', `/api/admin/lessons/${second}`, {
      category: edited.category,
      project: { kind: 'existing', slug: edited.project.slug, learnInOrder: on },
      section: edited.section,
      number: edited.number,
      difficulty: edited.difficulty,
      title: edited.title,
      description: edited.description,
      questions: edited.questions,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  beforeAll(async () => {
    admin = await questionsActor(app, 'admin');
    const [first] = await app.db
      .select({ projectId: lesson.projectId })
      .from(lesson)
      .where(eq(lesson.id, lessonIn.build ?? ''));
    const [row] = await app.db
      .select({ id: lesson.id })
      .from(lesson)
      .where(
        and(
          eq(lesson.projectId, first?.projectId ?? ''),
          eq(lesson.section, 'build'),
          eq(lesson.number, 2),
        ),
      );
    second = row?.id ?? '';
    await learnInOrder(false);
    asked = await idOf(await creator.ask(second, { title: 'Platypodian grid gaps' }));
    expect((await questionHits(builder, 'platypodian')).ids).toEqual([asked]);
  });

  it('is not found while "Learn in order" keeps its lesson closed, as the thread is refused', async () => {
    await learnInOrder(true);
    expect((await builder.call('GET', `/api/lessons/${second}/questions`)).statusCode).toBe(403);
    expect((await questionHits(builder, 'platypodian')).ids).toEqual([]);
    expect((await questionHits(admin, 'platypodian')).ids).toEqual([asked]);

    await learnInOrder(false);
    expect((await questionHits(builder, 'platypodian')).ids).toEqual([asked]);
  });

  it('goes with its lesson when the lesson is unpublished, moved to a closed section or its project shown as coming soon', async () => {
    const setLesson = (values: Partial<typeof lesson.$inferInsert>) =>
      app.db.update(lesson).set(values).where(eq(lesson.id, second));
    await setLesson({ published: false });
    expect((await questionHits(creator, 'platypodian')).ids).toEqual([]);
    await setLesson({ published: true });
    expect((await questionHits(creator, 'platypodian')).ids).toEqual([asked]);

    await setLesson({ section: 'planning', number: 900 });
    expect((await questionHits(builder, 'platypodian')).ids).toEqual([]);
    expect((await questionHits(creator, 'platypodian')).ids).toEqual([asked]);
    await setLesson({ section: 'build', number: 2 });
    expect((await questionHits(builder, 'platypodian')).ids).toEqual([asked]);

    const [owner] = await app.db
      .select({ projectId: lesson.projectId })
      .from(lesson)
      .where(eq(lesson.id, second));
    const setProject = (status: 'coming_soon' | 'published') =>
      app.db
        .update(project)
        .set({ status })
        .where(eq(project.id, owner?.projectId ?? ''));
    await setProject('coming_soon');
    expect((await questionHits(creator, 'platypodian')).ids).toEqual([]);
    await setProject('published');
    expect((await questionHits(creator, 'platypodian')).ids).toEqual([asked]);
  });
});
