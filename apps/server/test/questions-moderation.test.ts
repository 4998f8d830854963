import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonQuestionBan, lessonQuestionReport } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { withSeededRoles } from './learning-helpers.ts';
import { questionsActor, type TActor } from './questions-helpers.ts';

/** The admin's moderation: the queue, hide, lock, ban, each with its reason; refusals. */
let app: TTestApp;
const { lessonIn } = withSeededRoles((built) => {
  app = built;
});
let build = '';
let admin: TActor;
let asker: TActor;
let reader: TActor;
beforeAll(async () => {
  build = lessonIn.build ?? '';
  admin = await questionsActor(app, 'admin');
  asker = await questionsActor(app, 'free');
  reader = await questionsActor(app, 'free');
});

const idOf = async (res: { statusCode: number; json: () => { id: string } }) => {
  expect(res.statusCode).toBe(201);
  return res.json().id;
};

describe('the moderation queue', () => {
  it('lists open reports and unanswered questions; only for admins', async () => {
    const id = await idOf(await asker.ask(build, { title: 'Rude question for the queue' }));
    await reader.call('POST', `/api/questions/${id}/report`, { reason: 'Insults people' });
    const queue = await admin.call('GET', '/api/admin/questions/queue');
    expect(queue.statusCode).toBe(200);
    const body = queue.json();
    expect(body.reports).toContainEqual(
      expect.objectContaining({ questionId: id, reason: 'Insults people', answerId: null }),
    );
    expect(body.unanswered.questions.map((q: { id: string }) => q.id)).toContain(id);
    expect((await reader.call('GET', '/api/admin/questions/queue')).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/questions/queue' })).statusCode).toBe(401);
  });
});

describe('hide, lock, ban', () => {
  it('hides a reported question: gone for learners, shown to admins, the report settled', async () => {
    const id = await idOf(await asker.ask(build, { title: 'A question to be hidden' }));
    await reader.call('POST', `/api/questions/${id}/report`, { reason: 'Spam link' });
    const noReason = await admin.call('POST', `/api/admin/questions/${id}/hide`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await reader.call('POST', `/api/admin/questions/${id}/hide`, { reason: 'x' })).statusCode,
    ).toBe(403);
    const hide = await admin.call('POST', `/api/admin/questions/${id}/hide`, { reason: 'Spam' });
    expect(hide.statusCode).toBe(204);

    expect((await reader.call('GET', `/api/questions/${id}`)).statusCode).toBe(404);
    const list = await reader.call('GET', `/api/lessons/${build}/questions`);
    expect(list.json().questions.map((q: { id: string }) => q.id)).not.toContain(id);
    const seen = await admin.call('GET', `/api/questions/${id}`);
    expect(seen.json()).toMatchObject({ state: 'hidden', hiddenReason: 'Spam' });
    const [report] = await app.db
      .select()
      .from(lessonQuestionReport)
      .where(eq(lessonQuestionReport.questionId, id));
    expect(report).toMatchObject({ resolution: 'hidden: Spam' });
    expect(report?.resolvedAt).toBeInstanceOf(Date);
  });

  it('hides an answer for learners only', async () => {
    const id = await idOf(await asker.ask(build));
    const answer = await idOf(await reader.answer(id, 'Visit my spam site'));
    const hide = await admin.call('POST', `/api/admin/questions/answers/${answer}/hide`, {
      reason: 'Advertising',
    });
    expect(hide.statusCode).toBe(204);
    expect((await asker.call('GET', `/api/questions/${id}`)).json().answers).toEqual([]);
    expect((await admin.call('GET', `/api/questions/${id}`)).json().answers[0]).toMatchObject({
      state: 'hidden',
      hiddenReason: 'Advertising',
    });
  });

  it('locks a thread with its reason: no more answers', async () => {
    const id = await idOf(await asker.ask(build));
    const lock = await admin.call('POST', `/api/admin/questions/${id}/lock`, {
      reason: 'Answered in the lesson',
    });
    expect(lock.statusCode).toBe(204);
    expect((await reader.answer(id)).statusCode).toBe(409);
    expect((await reader.call('GET', `/api/questions/${id}`)).json()).toMatchObject({
      locked: true,
      lockReason: 'Answered in the lesson',
      canAnswer: false,
    });
  });

  it("stops a post's author from posting, with the reason recorded", async () => {
    const spammer = await questionsActor(app, 'free');
    const id = await idOf(await spammer.ask(build, { title: 'Buy cheap followers today' }));
    const ban = await admin.call('POST', `/api/admin/questions/${id}/ban-author`, {
      reason: 'Repeated spam',
    });
    expect(ban.statusCode).toBe(204);
    const [row] = await app.db.select().from(lessonQuestionBan);
    expect(row).toMatchObject({ reason: 'Repeated spam' });
    expect((await spammer.ask(build)).statusCode).toBe(403);
    expect((await spammer.answer(id)).statusCode).toBe(403);
    const own = await idOf(await admin.ask(build));
    const self = await admin.call('POST', `/api/admin/questions/${own}/ban-author`, {
      reason: 'Testing',
    });
    expect(self.statusCode).toBe(409);
    const missing = await admin.call(
      'POST',
      '/api/admin/questions/00000000-0000-4000-8000-000000000000/ban-author',
      { reason: 'Nobody' },
    );
    expect(missing.statusCode).toBe(404);
  });
});
