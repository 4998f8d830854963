import {
  CERTIFICATE_MESSAGES,
  cannotPrintMessage,
  MESSAGES,
  type TSection,
} from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { lesson, lessonProgress, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';

let app: TTestApp;
let slug: string;
let projectId: string;
const lessons: Record<TSection, string[]> = {
  planning: [],
  build: [],
  explanation: [],
  deployment: [],
};

async function addLesson(section: TSection, number: number, published = true) {
  const [row] = await app.db
    .insert(lesson)
    .values({ projectId, section, number, title: `${section} ${number}`, published })
    .returning({ id: lesson.id });
  if (!row) throw new Error('no lesson');
  if (published) lessons[section].push(row.id);
}

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  await makeCategories(app.db);
  const p = await makeProject(app.db, { title: 'Portfolio Site' });
  slug = p.slug;
  projectId = p.id;
  await addLesson('build', 1);
  await addLesson('build', 2);
  await addLesson('build', 3, false); // a draft: not counted
  await addLesson('planning', 1);
});

/** Certificates come with Starter and above (plan-matrix.ts): the default learner is a starter. */
async function learner(role: 'free' | 'starter' | 'creator' | 'admin' = 'starter') {
  const { email, cookie } = await signInAs(app, role);
  const [row] = await app.db.select().from(user).where(eq(user.email, email));
  return { email, cookie, id: row?.id ?? '' };
}

const pass = (userId: string, ids: string[], score = 5) =>
  app.db
    .insert(lessonProgress)
    .values(
      ids.map((lessonId) => ({ userId, lessonId, bestQuizScore: score, completedAt: new Date() })),
    );

const download = (cookie: string, section: TSection = 'build') =>
  app.inject({
    url: `/api/courses/web/${slug}/sections/${section}/certificate`,
    headers: { cookie },
  });

const setName = (cookie: string, name: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/certificates/name',
    headers: { cookie, origin: ORIGIN },
    payload: { name },
  });

/** The page's text as a PDF reader extracts it (pdf.js, the engine of Firefox's viewer). */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
}

describe('certificates', () => {
  it('refuses signed-out requests', async () => {
    expect((await app.inject({ url: '/api/certificates' })).statusCode).toBe(401);
    expect((await download('')).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/courses/web/${slug}/certificates` })).statusCode).toBe(
      401,
    );
    const put = await app.inject({
      method: 'PUT',
      url: '/api/certificates/name',
      headers: { origin: ORIGIN },
      payload: { name: 'Ada' },
    });
    expect(put.statusCode).toBe(401);
  });

  it('validates the name on certificates', async () => {
    const { cookie } = await learner();
    for (const bad of ['', ' ', 'A', '<script>', 'x'.repeat(81), 'Ada\u0000', 42]) {
      const res = await setName(cookie, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fields?.name, String(bad)).toBeTruthy();
    }
    const ok = await setName(cookie, '  Nomsa van der Merwe-Dlamini  ');
    expect(ok.json()).toEqual({ name: 'Nomsa van der Merwe-Dlamini' });
  });

  it('refuses a section not yet complete', async () => {
    const { cookie, id } = await learner();
    await setName(cookie, 'Thabo Mokoena');
    await pass(id, [lessons.build[0] as string]);
    await pass(id, [lessons.build[1] as string], 3); // failed: 3 of 5
    const res = await download(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CERTIFICATE_MESSAGES.notComplete);
    const status = await app.inject({
      url: `/api/courses/web/${slug}/certificates`,
      headers: { cookie },
    });
    expect(status.json()).toEqual({
      hasName: true,
      allowed: true,
      sections: [{ section: 'build', complete: false, code: null }],
    });
  });

  it('gives certificates with Starter and above, never to a free account', async () => {
    const free = await learner('free');
    await setName(free.cookie, 'Sipho Ndlovu');
    await pass(free.id, lessons.build);
    const refused = await download(free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: CERTIFICATE_MESSAGES.needsPlan,
    });
    // The course page still shows the finished section, and that the plan does not give them.
    const status = await app.inject({
      url: `/api/courses/web/${slug}/certificates`,
      headers: { cookie: free.cookie },
    });
    expect(status.json()).toEqual({
      hasName: true,
      allowed: false,
      sections: [{ section: 'build', complete: true, code: null }],
    });
    const mine = await app.inject({ url: '/api/certificates', headers: { cookie: free.cookie } });
    expect(mine.json().certificates).toEqual([]);

    // A lifetime learner (no subscription) and an admin keep everything.
    const lifetime = await learner('free');
    await app.db.update(user).set({ lifetimeAccess: true }).where(eq(user.id, lifetime.id));
    for (const who of [lifetime, await learner('admin')]) {
      await setName(who.cookie, 'Naledi Mokoena');
      await pass(who.id, lessons.build);
      expect((await download(who.cookie)).statusCode).toBe(200);
    }
  });

  it('does not count a section the plan does not open, whatever the progress', async () => {
    const { cookie, id } = await learner('starter');
    await setName(cookie, 'Lerato Khumalo');
    await pass(id, lessons.planning);
    const res = await download(cookie, 'planning');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.planningCreatorsOnly);
    const status = await app.inject({
      url: `/api/courses/web/${slug}/certificates`,
      headers: { cookie },
    });
    expect(status.json().sections.map((s: { section: string }) => s.section)).toEqual(['build']);
  });

  it('asks for the name first, then issues one certificate with one code', async () => {
    const { cookie, id, email } = await learner();
    await pass(id, lessons.build);
    const noName = await download(cookie);
    expect(noName.statusCode).toBe(409);
    expect(noName.json().message).toBe(CERTIFICATE_MESSAGES.needsName);

    await setName(cookie, 'Zoë Naidoo');
    const first = await download(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toContain('attachment');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(first.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain('Zoë Naidoo');
    expect(pdf.getTitle()).toContain('Portfolio Site');
    const code = String(first.headers['x-certificate-code']);
    expect(code).toMatch(/^[A-Z2-7]{20}$/);
    expect(pdf.getSubject()).toContain(code);

    const again = await download(cookie);
    expect(again.headers['x-certificate-code']).toBe(code);

    const mine = await app.inject({ url: '/api/certificates', headers: { cookie } });
    expect(mine.json()).toMatchObject({
      name: 'Zoë Naidoo',
      certificates: [{ code, section: 'build', project: slug, projectTitle: 'Portfolio Site' }],
    });
    expect(mine.json().certificates).toHaveLength(1);

    // The public page: no cookie, the dashed lower-case form works, no personal data but these.
    const pub = await app.inject({
      url: `/api/certificates/${code.toLowerCase().slice(0, 4)}-${code.slice(4).toLowerCase()}`,
    });
    expect(pub.statusCode).toBe(200);
    const body = pub.json();
    expect(Object.keys(body).sort()).toEqual([
      'category',
      'code',
      'issuedAt',
      'name',
      'projectTitle',
      'section',
    ]);
    expect(body).toMatchObject({
      code,
      name: 'Zoë Naidoo',
      projectTitle: 'Portfolio Site',
      section: 'build',
    });
    expect(pub.body).not.toContain(email);
    expect(pub.body).not.toContain(id);
  });

  it('names the track, so a web and a mobile project of the same title verify differently', async () => {
    const mobile = await makeProject(app.db, { category: 'mobile', title: 'Portfolio Site' });
    const [mobileLesson] = await app.db
      .insert(lesson)
      .values({
        projectId: mobile.id,
        section: 'build',
        number: 1,
        title: 'Screens',
        published: true,
      })
      .returning({ id: lesson.id });
    const { cookie, id } = await learner();
    await pass(id, [...lessons.build, mobileLesson?.id ?? '']);
    await setName(cookie, 'Thandi Mokoena');
    const certificates = await Promise.all(
      [`web/${slug}`, `mobile/${mobile.slug}`].map(async (course) => {
        const res = await app.inject({
          url: `/api/courses/${course}/sections/build/certificate`,
          headers: { cookie },
        });
        expect(res.statusCode).toBe(200);
        const code = String(res.headers['x-certificate-code']);
        const pdf = await PDFDocument.load(res.rawPayload);
        const text = await pdfText(res.rawPayload);
        const verified = (await app.inject({ url: `/api/certificates/${code}` })).json();
        return { title: pdf.getTitle(), text, verified };
      }),
    );
    const [web, phone] = certificates;
    expect(web?.verified).toMatchObject({ category: 'web', projectTitle: 'Portfolio Site' });
    expect(phone?.verified).toMatchObject({ category: 'mobile', projectTitle: 'Portfolio Site' });
    expect(web?.title).toContain('Web Development — Portfolio Site');
    expect(phone?.title).toContain('Mobile Development — Portfolio Site');
    expect(web?.text).toContain('Build section of Web Development — Portfolio Site');
    expect(phone?.text).toContain('Build section of Mobile Development — Portfolio Site');
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await app.inject({ url: '/api/certificates/AAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CERTIFICATE_MESSAGES.notFound);
    expect((await app.inject({ url: '/api/certificates/not-a-code!' })).statusCode).toBe(400);
  });

  it('prints names in Polish, Vietnamese, Cyrillic, Greek and Afrikaans as typed', async () => {
    const names = [
      'Łukasz Dąbrowski',
      'Nguyễn Thị Đặng',
      'Ольга Петрова',
      'Γιώργος Παπαδόπουλος',
      'Zoë Naidoo-Müller',
      'Nguye\u0302\u0303n Văn An', // decomposed, as some keyboards send it
    ];
    for (const name of names) {
      const { cookie, id } = await learner();
      await pass(id, lessons.build);
      expect((await setName(cookie, name)).statusCode, name).toBe(200);
      const res = await download(cookie);
      expect(res.statusCode, name).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text, name).toContain(name.normalize('NFC'));
      expect(text).toContain('Certificate of completion');
      expect(text, name).not.toContain('?');
      // Subset fonts: the page stays small (the whole DejaVu Sans is 740 kB).
      expect(res.rawPayload.length, name).toBeLessThan(60_000);
    }
  });

  it('refuses a name the certificate font cannot print, naming the characters', async () => {
    const { cookie } = await learner();
    for (const [name, chars] of [
      ['王小明', ['王', '小', '明']],
      ['محمد علي', ['م', 'ح', 'د', 'ع', 'ل', 'ي']],
      ['Ada 李', ['李']],
    ] as const) {
      const res = await setName(cookie, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().fields?.name, name).toBe(cannotPrintMessage(chars));
    }
    const mine = await app.inject({ url: '/api/certificates', headers: { cookie } });
    expect(mine.json().name).toBeNull();
  });
});
