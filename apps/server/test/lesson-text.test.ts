import { MAX_CAPTIONS_BYTES, MESSAGES } from '@thinkbuild/core';
import { demoLessonVideo, demoLessonVideos } from '@thinkbuild/demo/lesson-videos';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonCaption } from '../src/db/schema.ts';
import { toVtt } from '../src/db/seed/lesson-text.ts';
import { parseCaptions } from '../src/modules/lesson-text/vtt.ts';
import { adminCall } from './admin-helpers.ts';
import type { TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { withSeededRoles } from './learning-helpers.ts';

let app: TTestApp;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const GOOD_VTT = `WEBVTT

00:00.000 --> 00:02.000
<v Ana>Hello &amp; welcome</v>

00:02.000 --> 00:04.500
Second line
`;

// Line 6 ends before it starts.
const BROKEN_VTT = `WEBVTT

00:00.000 --> 00:02.000
Fine

00:04.000 --> 00:03.000
Backwards
`;

const { lessonIn, cookies, get } = withSeededRoles((built) => {
  app = built;
});
const admin = () => adminCall(app, cookies.admin ?? '');

describe('WebVTT validation', () => {
  it('reads a good file into plain-text cues', () => {
    expect(parseCaptions(GOOD_VTT)).toEqual({
      ok: true,
      cues: [
        { start: 0, end: 2, text: 'Hello & welcome' },
        { start: 2, end: 4.5, text: 'Second line' },
      ],
    });
  });

  it('names the line of a broken file', () => {
    const parsed = parseCaptions(BROKEN_VTT);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.message).toMatch(/line 6: End timestamp is not greater than start timestamp/);
  });

  it('says plainly when an arrow is short', () => {
    const parsed = parseCaptions('WEBVTT\n\n00:01.000 -> 00:02.000\nHi\n');
    expect(!parsed.ok && parsed.message).toMatch(
      /^This is not a valid WebVTT file: line 3: The start and end times must be separated by "-->"\./,
    );
  });

  it('refuses a file without the WEBVTT signature, and one without cues', () => {
    const noSignature = parseCaptions('00:00.000 --> 00:01.000\nHi\n');
    expect(!noSignature.ok && noSignature.message).toMatch(/line 1: No valid signature/);
    expect(parseCaptions('WEBVTT\n\n').ok).toBe(false);
  });

  it('every demo lesson ships captions that are valid and fit its video', () => {
    for (const video of demoLessonVideos()) {
      const parsed = parseCaptions(toVtt(video.cues));
      expect(parsed.ok, video.file).toBe(true);
      if (parsed.ok) expect(parsed.cues.map((c) => c.text)).toEqual(video.cues.map((c) => c[2]));
      // The cues follow each other and end with the video (docs/decisions/041).
      for (const [i, [start, end]] of video.cues.entries()) {
        expect(end, video.file).toBeGreaterThan(start);
        expect(start, video.file).toBeGreaterThanOrEqual(video.cues[i - 1]?.[1] ?? 0);
      }
      expect(video.cues.at(-1)?.[1], video.file).toBe(video.durationSeconds);
    }
  });
});

describe('learners read captions and snippets with the video access rule', () => {
  const build1 = demoLessonVideo('web', 'portfolio', 'build', 1);
  it('the lesson carries its snippets and says it has captions', async () => {
    const res = await get(`/api/lessons/${lessonIn.build}`, 'free');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hasCaptions).toBe(true);
    // The snippet points where the video starts writing it.
    expect(body.snippets[0]).toMatchObject({
      language: 'html',
      timeSeconds: build1?.blockStarts[0],
    });
    expect(body.snippets[0].timeSeconds).toBeGreaterThan(0);
    expect(body.snippets[0].code).toContain('<!doctype html>');
  });

  it('serves the track as text/vtt and the cues as JSON', async () => {
    const vtt = await get(`/api/lessons/${lessonIn.build}/captions.vtt`, 'free');
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.headers['cache-control']).toBe('private, no-store');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    const cues = await get(`/api/lessons/${lessonIn.build}/captions`, 'free');
    expect(cues.statusCode).toBe(200);
    expect(cues.json().cues).toHaveLength(build1?.cues.length ?? -1);
    expect(cues.json().cues[0]).toEqual({
      start: 0,
      end: 5,
      text: 'Every page starts with the HTML boilerplate.',
    });
  });

  for (const suffix of ['captions', 'captions.vtt']) {
    it(`${suffix}: signed out 401, locked section 403, unknown lesson 404, bad id 400`, async () => {
      // Planning's, not Build's first lesson: that one is the free preview (decisions/023).
      expect((await get(`/api/lessons/${lessonIn.planning}/${suffix}`)).statusCode).toBe(401);
      const locked = await get(`/api/lessons/${lessonIn.planning}/${suffix}`, 'free');
      expect(locked.statusCode).toBe(403);
      expect(locked.json()).toEqual({ code: 'FORBIDDEN', message: MESSAGES.planningCreatorsOnly });
      expect((await get(`/api/lessons/${UNKNOWN}/${suffix}`, 'free')).statusCode).toBe(404);
      expect((await get(`/api/lessons/nope/${suffix}`, 'free')).statusCode).toBe(400);
    });
  }

  it('a lesson without captions answers 404 with a message', async () => {
    const id = lessonIn.build ?? '';
    const [saved] = await app.db.select().from(lessonCaption).where(eq(lessonCaption.lessonId, id));
    await app.db.delete(lessonCaption).where(eq(lessonCaption.lessonId, id));
    const res = await get(`/api/lessons/${id}/captions`, 'free');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This lesson has no captions');
    expect((await get(`/api/lessons/${id}`, 'free')).json().hasCaptions).toBe(false);
    if (saved) await app.db.insert(lessonCaption).values(saved);
  });
});

describe('admin: captions', () => {
  const url = () => `/api/admin/lessons/${lessonIn.planning}/captions`;

  it('stores a good file; learners then get it', async () => {
    const res = await admin()('PUT', url(), { language: 'en', vtt: GOOD_VTT });
    expect(res.statusCode).toBe(200);
    expect(res.json().captions).toMatchObject({ language: 'en', cueCount: 2 });
    expect((await admin()('GET', url())).json().captions.cueCount).toBe(2);
    const creator = (await signInAs(app, 'creator')).cookie;
    const track = await app.inject({
      url: `/api/lessons/${lessonIn.planning}/captions.vtt`,
      headers: { cookie: creator },
    });
    expect(track.body).toBe(GOOD_VTT);
  });

  it('refuses a broken file with its line number, and keeps the old one', async () => {
    const res = await admin()('PUT', url(), { language: 'en', vtt: BROKEN_VTT });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().fields.vtt).toMatch(/^This is not a valid WebVTT file: line 6: /);
    expect((await admin()('GET', url())).json().captions.cueCount).toBe(2);
  });

  it('refuses cue tags nested thousands deep with a 400, not a parser stack overflow', async () => {
    const deep = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'<c>'.repeat(4000)}hi${'</c>'.repeat(4000)}\n`;
    const res = await admin()('PUT', url(), { language: 'en', vtt: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().fields.vtt).toBe(
      'This is not a valid WebVTT file: line 4: tags are nested more than 32 deep',
    );
    // Styling nested a few deep, and many tags one after another, are still fine.
    const styled = `WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ana><c.loud><i><b>Hi</b></i></c></v> ${'<ruby>漢<rt>kan</ruby>'.repeat(40)}\n`;
    expect(parseCaptions(styled).ok).toBe(true);
  });

  it('refuses a file over the size limit, an empty one and a bad language (400 fields)', async () => {
    const big = `WEBVTT\n\n${'00:00.000 --> 00:01.000\nxxxxxxxxxxxxxxxxxxxxxxxx\n\n'.repeat(6000)}`;
    expect(big.length).toBeGreaterThan(MAX_CAPTIONS_BYTES);
    const tooBig = await admin()('PUT', url(), { language: 'en', vtt: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields.vtt).toBe('The captions file is larger than 256 KB');
    const empty = await admin()('PUT', url(), { language: 'en', vtt: '' });
    expect(empty.json().fields.vtt).toBe('The captions file is empty');
    const lang = await admin()('PUT', url(), { language: 'English!', vtt: GOOD_VTT });
    expect(lang.statusCode).toBe(400);
    expect(lang.json().fields.language).toMatch(/Language is a code/);
  });

  it('unknown lesson 404; learner 403; signed out 401', async () => {
    const unknown = `/api/admin/lessons/${UNKNOWN}/captions`;
    expect((await admin()('PUT', unknown, { language: 'en', vtt: GOOD_VTT })).statusCode).toBe(404);
    expect((await admin()('GET', unknown)).statusCode).toBe(404);
    const learner = adminCall(app, cookies.free ?? '');
    expect((await learner('PUT', url(), { language: 'en', vtt: GOOD_VTT })).statusCode).toBe(403);
    expect((await learner('DELETE', url())).statusCode).toBe(403);
    const nobody = adminCall(app, '');
    expect((await nobody('PUT', url(), { language: 'en', vtt: GOOD_VTT })).statusCode).toBe(401);
    expect((await nobody('GET', url())).statusCode).toBe(401);
  });

  it('removes captions; a second removal is 404', async () => {
    expect((await admin()('DELETE', url())).json()).toEqual({ deleted: true });
    expect((await admin()('DELETE', url())).statusCode).toBe(404);
    expect((await admin()('GET', url())).json()).toEqual({ captions: null });
  });
});

describe('admin: snippets', () => {
  const url = () => `/api/admin/lessons/${lessonIn.planning}/snippets`;

  it('replaces the list in order; the lesson shows it', async () => {
    const snippets = [
      { language: 'css', code: 'a { color: red; }', timeSeconds: 84 },
      { language: 'bash', code: 'npm start', timeSeconds: null },
    ];
    const res = await admin()('PUT', url(), { snippets });
    expect(res.statusCode).toBe(200);
    expect(res.json().snippets.map((s: { code: string }) => s.code)).toEqual([
      'a { color: red; }',
      'npm start',
    ]);
    const creator = (await signInAs(app, 'creator')).cookie;
    const lessonRes = await app.inject({
      url: `/api/lessons/${lessonIn.planning}`,
      headers: { cookie: creator },
    });
    expect(lessonRes.json().snippets).toMatchObject(snippets);
  });

  it('bad input: 400 with a message per field', async () => {
    const res = await admin()('PUT', url(), {
      snippets: [
        { language: 'cobol', code: 'x', timeSeconds: 1 },
        { language: 'css', code: '   ', timeSeconds: -5 },
        { language: 'css', code: 'x'.repeat(5001), timeSeconds: 1.5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields['snippets.0.language']).toMatch(/^Language must be one of: html, css/);
    expect(fields['snippets.1.code']).toBe('A snippet needs some code');
    expect(fields['snippets.1.timeSeconds']).toBe('Time must be 0 or more');
    expect(fields['snippets.2.code']).toBe('A snippet is at most 5000 characters');
    expect(fields['snippets.2.timeSeconds']).toBe('Time must be a whole number of seconds');
    const tooMany = await admin()('PUT', url(), {
      snippets: Array.from({ length: 11 }, () => ({
        language: 'css',
        code: 'a{}',
        timeSeconds: null,
      })),
    });
    expect(tooMany.json().fields.snippets).toBe('A lesson has at most 10 snippets');
  });

  it('unknown lesson 404; learner 403; signed out 401', async () => {
    const body = { snippets: [] };
    expect((await admin()('PUT', `/api/admin/lessons/${UNKNOWN}/snippets`, body)).statusCode).toBe(
      404,
    );
    expect((await adminCall(app, cookies.free ?? '')('PUT', url(), body)).statusCode).toBe(403);
    expect((await adminCall(app, '')('GET', url())).statusCode).toBe(401);
  });
});
