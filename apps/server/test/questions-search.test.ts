import { beforeAll, describe, expect, it } from 'vitest';
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
