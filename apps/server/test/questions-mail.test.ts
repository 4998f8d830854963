import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lessonQuestionMail, user } from '../src/db/schema.ts';
import {
  ACCEPTED_SUBJECT,
  ANSWERED_SUBJECT,
  DIGEST_SUBJECT,
  sendDigest,
} from '../src/modules/questions/notify.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';
import { questionsActor, type TActor } from './questions-helpers.ts';

/** Told when answered: the mails (with unsubscribe), the switches, the badge, the daily digest. */
let app: TTestApp;
const { lessonIn } = withSeededRoles((built) => {
  app = built;
});
let build = '';
beforeAll(() => {
  build = lessonIn.build ?? '';
});

const idOf = async (res: { statusCode: number; json: () => { id: string } }) => {
  expect(res.statusCode).toBe(201);
  return res.json().id;
};
const mailsTo = (email: string, subject: string) =>
  (app.mailer.list?.() ?? []).filter((m) => m.to === email && m.subject === subject);

describe('answer mails', () => {
  let asker: TActor;
  let helper: TActor;
  beforeAll(async () => {
    asker = await questionsActor(app, 'free');
    helper = await questionsActor(app, 'free');
  });

  it('mails the asker an answer and the answerer an acceptance, each once', async () => {
    const question = await idOf(await asker.ask(build));
    const answer = await idOf(await helper.answer(question));
    expect(
      (await asker.call('PUT', `/api/questions/${question}/accepted`, { answerId: answer }))
        .statusCode,
    ).toBe(204);
    // Accepting again changes nothing and mails nobody twice.
    await asker.call('PUT', `/api/questions/${question}/accepted`, { answerId: answer });
    await app.jobs.runDue();
    await app.jobs.runDue();
    const answered = mailsTo(asker.email, ANSWERED_SUBJECT);
    expect(answered).toHaveLength(1);
    expect(answered[0]?.link).toBe(`${app.config.publicUrl}/questions/${question}`);
    expect(mailsTo(helper.email, ACCEPTED_SUBJECT)).toHaveLength(1);
    // Answering one's own question mails nobody.
    await idOf(await asker.answer(question, 'Thanks, that fixed it.'));
    await app.jobs.runDue();
    expect(mailsTo(asker.email, ANSWERED_SUBJECT)).toHaveLength(1);
  });

  it('the mail link opens the question in its lesson', async () => {
    const question = await idOf(await asker.ask(build));
    const res = await app.inject({ url: `/questions/${question}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(
      new RegExp(`^/coursepage/web/portfolio\\?section=build&lesson=1&question=${question}$`),
    );
    const unknown = await app.inject({ url: '/questions/00000000-0000-4000-8000-000000000000' });
    expect(unknown.headers.location).toBe('/home');
  });

  it('unsubscribes from the link (asked once, then posted), and then mails no more', async () => {
    const question = await idOf(await asker.ask(build));
    await idOf(await helper.answer(question));
    await app.jobs.runDue();
    const mail = mailsTo(asker.email, ANSWERED_SUBJECT)[0];
    const link = mail?.text.match(/https?:\/\/\S+\/questions\/unsubscribe\?token=\S+/)?.[0] ?? '';
    const url = new URL(link);
    const ask = await app.inject({ url: url.pathname + url.search });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Stop these mails?');
    const before = await asker.call('GET', '/api/questions/mail-choices');
    expect(before.json()).toEqual({ answersMail: true, digestMail: false });

    const token = url.searchParams.get('token') ?? '';
    const bad = await app.inject({
      method: 'POST',
      url: '/questions/unsubscribe',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(`${token}x`)}`,
    });
    expect(bad.statusCode).toBe(400);
    const done = await app.inject({
      method: 'POST',
      url: '/questions/unsubscribe',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get this email');
    expect((await asker.call('GET', '/api/questions/mail-choices')).json().answersMail).toBe(false);

    const count = mailsTo(asker.email, ANSWERED_SUBJECT).length;
    await idOf(await helper.answer(question, 'Another idea'));
    await app.jobs.runDue();
    expect(mailsTo(asker.email, ANSWERED_SUBJECT)).toHaveLength(count);
  });
});

describe('the switches and the badge', () => {
  it('turns answer mails on and off on /account; the digest is for admins only', async () => {
    const learner = await questionsActor(app, 'free');
    const off = await learner.call('PUT', '/api/questions/mail-choices', { answersMail: false });
    expect(off.json()).toEqual({ answersMail: false, digestMail: false });
    const digest = await learner.call('PUT', '/api/questions/mail-choices', { digestMail: true });
    expect(digest.statusCode).toBe(403);
    const bad = await learner.call('PUT', '/api/questions/mail-choices', { answersMail: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('answersMail');
    expect((await app.inject({ url: '/api/questions/mail-choices' })).statusCode).toBe(401);
  });

  it('counts new answers to my questions until I have seen them', async () => {
    const asker = await questionsActor(app, 'free');
    const helper = await questionsActor(app, 'free');
    const question = await idOf(await asker.ask(build, { title: 'Badge question title' }));
    expect((await asker.call('GET', '/api/questions/new-answers')).json().questions).toEqual([]);
    await idOf(await helper.answer(question));
    await idOf(await helper.answer(question, 'And another'));
    const badge = await asker.call('GET', '/api/questions/new-answers');
    expect(badge.json().questions).toEqual([{ id: question, title: 'Badge question title' }]);
    expect((await asker.call('POST', '/api/questions/new-answers/seen')).statusCode).toBe(204);
    expect((await asker.call('GET', '/api/questions/new-answers')).json().questions).toEqual([]);
    expect((await app.inject({ url: '/api/questions/new-answers' })).statusCode).toBe(401);
  });
});

describe('the daily mail of unanswered questions', () => {
  it('goes to admins who turned it on, never to a learner', async () => {
    const admin = await questionsActor(app, 'admin');
    const quiet = await questionsActor(app, 'admin');
    const learner = await questionsActor(app, 'free');
    await idOf(await learner.ask(build, { title: 'Still waiting for help here' }));
    const on = await admin.call('PUT', '/api/questions/mail-choices', { digestMail: true });
    expect(on.json().digestMail).toBe(true);
    // A learner's row saying yes (it cannot be set through the API) still gets nothing.
    const [row] = await app.db.select().from(user).where(eq(user.email, learner.email));
    await app.db.insert(lessonQuestionMail).values({ userId: row?.id ?? '', digestMail: true });

    await sendDigest(app);
    const [mail] = mailsTo(admin.email, DIGEST_SUBJECT);
    expect(mail?.text).toContain('Still waiting for help here');
    expect(mail?.text).toContain('/questions/unsubscribe?token=digest.');
    expect(mailsTo(quiet.email, DIGEST_SUBJECT)).toEqual([]);
    expect(mailsTo(learner.email, DIGEST_SUBJECT)).toEqual([]);
  });
});
