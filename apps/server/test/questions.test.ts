import {
  EDIT_WINDOW_MINUTES,
  POSTS_PER_MINUTE,
  QUESTION_MESSAGES,
} from '@thinkbuild/core/questions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonQuestion, lessonQuestionAnswer, lessonQuestionBan, user } from '../src/db/schema.ts';
import { ANSWERED_SUBJECT } from '../src/modules/questions/notify.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN, PASSWORD } from './auth-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';
import { questionsActor, type TActor } from './questions-helpers.ts';

/** Questions and answers under a lesson: access as the lesson's, posting rules, refusals. */
let app: TTestApp;
const { lessonIn } = withSeededRoles((built) => {
  app = built;
});

let build = '';
let planning = '';
let asker: TActor;
let other: TActor;
beforeAll(async () => {
  build = lessonIn.build ?? '';
  planning = lessonIn.planning ?? '';
  asker = await questionsActor(app, 'free');
  other = await questionsActor(app, 'free');
});

const created = async (res: { statusCode: number; json: () => { id: string } }) => {
  expect(res.statusCode).toBe(201);
  return res.json().id;
};
const thread = async (who: TActor, id: string) => {
  const res = await who.call('GET', `/api/questions/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('asking and reading', () => {
  it('asks with code and the video moment; others read it, unanswered first', async () => {
    const id = await created(
      await asker.ask(build, {
        code: 'const x = 1;',
        codeLanguage: 'javascript',
        momentSeconds: 42,
      }),
    );
    const seen = await thread(other, id);
    expect(seen).toMatchObject({
      title: 'Why does my flexbox not centre?',
      code: 'const x = 1;',
      momentSeconds: 42,
      author: { label: 'Learner', mine: false },
      canAccept: false,
      canAnswer: true,
    });
    expect((await thread(asker, id)).author).toMatchObject({ label: 'You', mine: true });

    const answered = await created(await asker.ask(build, { title: 'An answered question here' }));
    await created(await other.answer(answered));
    const list = await other.call('GET', `/api/lessons/${build}/questions`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    const ids = list.json().questions.map((q: { id: string }) => q.id);
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(answered));
  });

  it('refuses a lesson the plan does not open, to read and to post (403), and signed out (401)', async () => {
    const creator = await questionsActor(app, 'creator');
    const id = await created(await creator.ask(planning));
    const builder = await questionsActor(app, 'builder');
    for (const res of [
      await builder.call('GET', `/api/lessons/${planning}/questions`),
      await builder.call('GET', `/api/questions/${id}`),
      await builder.ask(planning),
      await builder.answer(id),
      await builder.call('POST', `/api/questions/${id}/helpful`),
      await builder.call('POST', `/api/questions/${id}/report`, { reason: 'spam spam' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Planning is only available to Creators');
    }
    const out = await app.inject({ url: `/api/lessons/${build}/questions` });
    expect(out.statusCode).toBe(401);
    const outPost = await app.inject({
      method: 'POST',
      url: `/api/lessons/${build}/questions`,
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(outPost.statusCode).toBe(401);
  });

  it('refuses bad input with field messages and unknown ids with 404', async () => {
    const res = await asker.ask(build, { title: 'short', body: '', momentSeconds: -3 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toEqual(
      expect.arrayContaining(['title', 'body', 'momentSeconds']),
    );
    const big = await asker.ask(build, { body: 'x'.repeat(8_001) });
    expect(big.statusCode).toBe(400);
    expect((await asker.call('GET', '/api/questions/not-a-uuid')).statusCode).toBe(400);
    const missing = await asker.call('GET', '/api/questions/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const sort = await asker.call('GET', `/api/lessons/${build}/questions?sort=newest`);
    expect(sort.statusCode).toBe(400);
  });

  it('needs a verified email to post, but not to read', async () => {
    const unverified = await questionsActor(app, 'free', { verified: false });
    const res = await unverified.ask(build);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect((await unverified.call('GET', `/api/lessons/${build}/questions`)).statusCode).toBe(200);
  });
});

describe('answers, acceptance and votes', () => {
  // Fresh people per group: each may post only POSTS_PER_MINUTE times a minute.
  beforeAll(async () => {
    asker = await questionsActor(app, 'free');
    other = await questionsActor(app, 'free');
  });
  it('lets only the asker accept; the accepted answer comes first and the asker is mailed', async () => {
    const id = await created(await asker.ask(build));
    const first = await created(await other.answer(id, 'First answer'));
    const admin = await questionsActor(app, 'admin');
    const second = await created(await admin.answer(id, 'Instructor answer'));

    const notAsker = await other.call('PUT', `/api/questions/${id}/accepted`, { answerId: first });
    expect(notAsker.statusCode).toBe(403);
    expect(notAsker.json().message).toBe(QUESTION_MESSAGES.onlyAskerAccepts);
    const accepted = await asker.call('PUT', `/api/questions/${id}/accepted`, { answerId: first });
    expect(accepted.statusCode).toBe(204);

    const seen = await thread(asker, id);
    expect(seen.acceptedAnswerId).toBe(first);
    expect(seen.answers.map((a: { id: string }) => a.id)).toEqual([first, second]);
    expect(seen.answers[1].author).toMatchObject({ label: 'Instructor', instructor: true });

    await app.jobs.runDue();
    const mails = app.mailer.list?.().filter((m) => m.to === asker.email) ?? [];
    expect(mails.some((m) => m.subject === ANSWERED_SUBJECT)).toBe(true);
    expect(mails[0]?.text).toContain('/questions/unsubscribe?token=');
  });

  it('counts one helpful per person, toggled, and never on one’s own post', async () => {
    const id = await created(await asker.ask(build));
    const vote = () => other.call('POST', `/api/questions/${id}/helpful`);
    expect((await vote()).json()).toEqual({ helpful: 1, votedHelpful: true });
    expect((await vote()).json()).toEqual({ helpful: 0, votedHelpful: false });
    expect((await vote()).json()).toEqual({ helpful: 1, votedHelpful: true });
    const own = await asker.call('POST', `/api/questions/${id}/helpful`);
    expect(own.statusCode).toBe(403);
    const answerId = await created(await other.answer(id));
    const onAnswer = await asker.call('POST', `/api/questions/answers/${answerId}/helpful`);
    expect(onAnswer.json()).toEqual({ helpful: 1, votedHelpful: true });
    const list = await asker.call('GET', `/api/lessons/${build}/questions?sort=helpful`);
    expect(list.json().questions[0].helpful).toBeGreaterThanOrEqual(1);
  });

  it('keeps the count equal to the votes when one person votes twice at once', async () => {
    const id = await created(await asker.ask(build));
    for (let round = 0; round < 4; round++) {
      const both = await Promise.all(
        [1, 2].map(() => other.call('POST', `/api/questions/${id}/helpful`)),
      );
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      const seen = (await other.call('GET', `/api/questions/${id}`)).json();
      expect(seen.helpful).toBe(seen.votedHelpful ? 1 : 0);
    }
  });
});

describe('edit, delete, lock, ban, report, rate limit', () => {
  // Fresh people per group: each may post only POSTS_PER_MINUTE times a minute.
  beforeAll(async () => {
    asker = await questionsActor(app, 'free');
    other = await questionsActor(app, 'free');
  });
  it('edits within the window (then shows edited), refuses after it and for others', async () => {
    const id = await created(await asker.ask(build));
    const edit = (who: TActor) =>
      who.call('PATCH', `/api/questions/${id}`, { title: 'A better title here', body: 'Clearer' });
    expect((await edit(other)).statusCode).toBe(403);
    expect((await edit(asker)).statusCode).toBe(204);
    expect(await thread(other, id)).toMatchObject({ edited: true, body: 'Clearer' });
    const old = new Date(Date.now() - (EDIT_WINDOW_MINUTES + 1) * 60_000);
    await app.db.update(lessonQuestion).set({ createdAt: old }).where(eq(lessonQuestion.id, id));
    const late = await edit(asker);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(QUESTION_MESSAGES.editWindowClosed);
  });

  it('deletes an unanswered question outright, an answered one to "deleted"', async () => {
    const lone = await created(await asker.ask(build));
    expect((await other.call('DELETE', `/api/questions/${lone}`)).statusCode).toBe(403);
    expect((await asker.call('DELETE', `/api/questions/${lone}`)).statusCode).toBe(204);
    expect((await asker.call('GET', `/api/questions/${lone}`)).statusCode).toBe(404);

    const answered = await created(await asker.ask(build));
    await created(await other.answer(answered));
    expect((await asker.call('DELETE', `/api/questions/${answered}`)).statusCode).toBe(204);
    const seen = await thread(other, answered);
    expect(seen).toMatchObject({ state: 'deleted', body: '', title: '', canAnswer: false });
    expect(seen.answers).toHaveLength(1);
  });

  it('refuses answers to a locked thread (409) and posts by a banned learner (403)', async () => {
    const id = await created(await asker.ask(build));
    await app.db
      .update(lessonQuestion)
      .set({ lockedAt: new Date(), lockReason: 'Resolved' })
      .where(eq(lessonQuestion.id, id));
    const locked = await other.answer(id);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(QUESTION_MESSAGES.locked);

    const banned = await questionsActor(app, 'free');
    const [row] = await app.db.select().from(user).where(eq(user.email, banned.email));
    await app.db.insert(lessonQuestionBan).values({ userId: row?.id ?? '', reason: 'Spam' });
    const res = await banned.ask(build);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(QUESTION_MESSAGES.banned);
    expect((await banned.call('GET', `/api/lessons/${build}/questions`)).statusCode).toBe(200);
  });

  it('takes one report per person per post', async () => {
    const id = await created(await asker.ask(build));
    const report = () =>
      other.call('POST', `/api/questions/${id}/report`, { reason: 'Rude words' });
    expect((await report()).statusCode).toBe(204);
    expect((await report()).statusCode).toBe(409);
    const empty = await other.call('POST', `/api/questions/${id}/report`, { reason: '' });
    expect(empty.statusCode).toBe(400);
  });

  it('limits posting per learner', async () => {
    const busy = await questionsActor(app, 'free');
    const codes: number[] = [];
    for (let i = 0; i <= POSTS_PER_MINUTE; i++) codes.push((await busy.ask(build)).statusCode);
    expect(codes.slice(0, POSTS_PER_MINUTE).every((c) => c === 201)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Another learner from the same address still posts.
    expect((await other.ask(build)).statusCode).toBe(201);
  });
});

describe('the learner’s data', () => {
  // Fresh people per group: each may post only POSTS_PER_MINUTE times a minute.
  beforeAll(async () => {
    asker = await questionsActor(app, 'free');
    other = await questionsActor(app, 'free');
  });
  it('shows posts in Download my data; deleting the account keeps answered questions unlinked', async () => {
    const leaving = await questionsActor(app, 'free');
    const kept = await created(await leaving.ask(build, { title: 'Answered by someone else' }));
    await created(await other.answer(kept));
    const gone = await created(await leaving.ask(build, { title: 'Nobody answered this one' }));
    const myAnswer = await created(await leaving.answer(kept, 'My own follow-up'));
    await leaving.call('POST', `/api/questions/answers/${myAnswer}/helpful`);
    await other.call('POST', `/api/questions/${kept}/helpful`);

    const data = (await leaving.call('GET', '/api/account/data')).json();
    expect(data.questionsAndAnswers.questions.map((q: { id: string }) => q.id)).toEqual(
      expect.arrayContaining([kept, gone]),
    );
    expect(data.questionsAndAnswers.answers).toHaveLength(1);

    const del = await leaving.call('POST', '/api/auth/delete-user', { password: PASSWORD });
    expect(del.statusCode).toBe(200);
    const [keptRow] = await app.db.select().from(lessonQuestion).where(eq(lessonQuestion.id, kept));
    expect(keptRow).toMatchObject({ userId: null, answerCount: 1, helpfulCount: 1 });
    const [goneRow] = await app.db.select().from(lessonQuestion).where(eq(lessonQuestion.id, gone));
    expect(goneRow).toBeUndefined();
    const answers = await app.db
      .select()
      .from(lessonQuestionAnswer)
      .where(eq(lessonQuestionAnswer.id, myAnswer));
    expect(answers).toEqual([]);
    expect((await thread(other, kept)).author.label).toBe('Deleted account');
  });
});
