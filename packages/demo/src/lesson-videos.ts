import { WEB_PORTFOLIO_NARRATION } from './captions-web.ts';
import { SEED_CATALOG } from './catalog.ts';
import { WEB_PORTFOLIO_SNIPPETS } from './snippets-web.ts';
import type { TSeedCue, TSeedLesson } from './types.ts';
import { type TVideoCode, VIDEO_CODE } from './video-code.ts';

/**
 * The storyboard of each demo lesson's video (docs/decisions/041): made from the lesson's own
 * text (title, description, narration, quiz) and code (snippets-web.ts, video-code.ts). The
 * generator (scripts/demo-videos) draws these frames, and the seed writes these cues as the
 * lesson's captions, so what the captions and transcript say is what the picture shows then.
 */

/**
 * Frames per second of the made videos: screen content that changes a line at a time needs no
 * more, and each frame costs every first start a transcode (docs/decisions/041).
 */
export const VIDEO_FPS = 5;
/** Every demo lesson lasts at least this long. */
export const MIN_VIDEO_SECONDS = 60;
/** The title card is on screen for this long; the poster is taken inside it (at 1 s). */
const TITLE_SECONDS = 5;
const END_SECONDS = 5;

export type TVideoBlock = TVideoCode;

export type TVideoPoint = { question: string; answer: string };

/** What is on screen from `at` until the next frame. */
export type TVideoFrame = {
  at: number;
  scene: 'title' | 'code' | 'points' | 'end';
  /** The narration line shown (and captioned) now, '' for none. */
  caption: string;
  /** code: which block, how many of its lines are typed, how many of its notes were said. */
  block?: number;
  lines?: number;
  notes?: number;
  /** points: how many are shown. */
  points?: number;
};

export type TLessonVideo = {
  /** File name in apps/server/demo/videos/. */
  file: string;
  category: string;
  categoryTitle: string;
  project: string;
  projectTitle: string;
  section: TSeedLesson['section'];
  number: number;
  title: string;
  description: string;
  blocks: TVideoBlock[];
  points: TVideoPoint[];
  /** The next lesson of the course, or null after the last. */
  next: string | null;
  frames: TVideoFrame[];
  cues: TSeedCue[];
  /** The second in which each block's code first shows (the lesson's snippets point there). */
  blockStarts: number[];
  durationSeconds: number;
};

const SECTION_ORDER = ['planning', 'build', 'explanation', 'deployment'] as const;

/** Seconds to read a caption comfortably: about 2.6 words a second, never under 3 s. */
const readingSeconds = (text: string, pace: number) =>
  Math.max(3, (text.split(/\s+/).length / 2.6 + 0.8) * pace);

/** On the frame grid at VIDEO_FPS (a fifth of a second). */
const onGrid = (s: number) => Math.round(s * VIDEO_FPS) / VIDEO_FPS;

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);

const FILE_OF: Record<string, string> = {
  html: 'index.html',
  css: 'style.css',
  javascript: 'script.js',
  bash: 'Terminal',
  json: 'package.json',
};

/** The code the video writes: the lesson's snippets, else the code written for its video. */
function blocksOf(place: string, key: string, narration: string[] | undefined): TVideoBlock[] {
  const snippets = place === 'web/portfolio' ? (WEB_PORTFOLIO_SNIPPETS[key] ?? []) : [];
  if (snippets.length === 0) return VIDEO_CODE[`${place}/${key}`] ?? [];
  // The narration's second and third lines talk about the code: split between the snippets.
  const talk = (narration ?? []).slice(1);
  return snippets.map((s, i) => ({
    file: FILE_OF[s.language] ?? 'code',
    language: s.language,
    code: s.code,
    notes:
      snippets.length === 1 ? talk : talk.filter((_, j) => j % snippets.length === i).slice(0, 2),
  }));
}

function pointsOf(lesson: TSeedLesson): TVideoPoint[] {
  return lesson.questions.map((q) => ({
    question: q.question,
    answer: q.options[q.correct],
  }));
}

/** What the narration says over a point: the explanation of the right answer, or the answer. */
function pointLine(lesson: TSeedLesson, i: number): string {
  const q = lesson.questions[i];
  if (!q) return '';
  const why = q.explanations?.[q.correct]?.replace(/^Right:\s*/, '');
  // A sentence starts with a capital, unless it starts with code ("git init", "display: flex").
  const code = /^(git|npm|npx|eas|const|rem)\b|^[a-z]+[A-Z]|^\S*[^\sA-Za-z,]/.test(why ?? '');
  const line = why
    ? code
      ? why
      : why.charAt(0).toUpperCase() + why.slice(1)
    : `${q.options[q.correct]}.`;
  return line.endsWith('.') || line.endsWith('?') ? line : `${line}.`;
}

type TTimelineStep = { seconds: number; frame: Omit<TVideoFrame, 'at'> };

function timeline(
  video: Omit<TLessonVideo, 'frames' | 'cues' | 'blockStarts' | 'durationSeconds'>,
  lesson: TSeedLesson,
  intro: string[],
  pace: number,
) {
  const steps: TTimelineStep[] = [];
  // The title card: the poster moment (1 s) shows it with the first line.
  const [first = '', ...rest] = intro;
  steps.push({
    seconds: Math.max(TITLE_SECONDS, readingSeconds(first, pace)),
    frame: { scene: 'title', caption: first },
  });
  for (const line of rest)
    steps.push({ seconds: readingSeconds(line, pace), frame: { scene: 'title', caption: line } });
  video.blocks.forEach((block, b) => {
    const lines = block.code.split('\n').length;
    const notes = block.notes.length > 0 ? block.notes : [''];
    // Typing takes as long as the notes take to read, and at least 0.35 s a line.
    const noteSeconds = notes.map((n) => readingSeconds(n, pace));
    const total = Math.max(
      noteSeconds.reduce((a, s) => a + s, 0),
      lines * 0.35 + 1.5,
    );
    const scale = total / noteSeconds.reduce((a, s) => a + s, 0);
    const typing = total - 1.5;
    // Events: each typed line and each note change, merged in time order.
    const events: { t: number; lines?: number; note?: number }[] = [];
    for (let l = 1; l <= lines; l++) events.push({ t: ((l - 1) / lines) * typing, lines: l });
    let t = 0;
    noteSeconds.forEach((s, n) => {
      events.push({ t, note: n });
      t += s * scale;
    });
    events.sort((x, y) => x.t - y.t);
    let shownLines = 0;
    let note = 0;
    const local: { t: number; frame: Omit<TVideoFrame, 'at'> }[] = [];
    for (const e of events) {
      if (e.lines) shownLines = e.lines;
      if (e.note !== undefined) note = e.note;
      const frame = {
        scene: 'code' as const,
        caption: notes[note] ?? '',
        block: b,
        lines: shownLines,
        notes: note + 1,
      };
      const last = local.at(-1);
      if (last && onGrid(last.t) === onGrid(e.t)) last.frame = frame;
      else local.push({ t: e.t, frame });
    }
    local.forEach((l, i) => {
      const end = local[i + 1]?.t ?? total;
      steps.push({ seconds: end - l.t, frame: l.frame });
    });
  });
  video.points.forEach((_, i) => {
    const line = pointLine(lesson, i);
    steps.push({
      seconds: readingSeconds(line, pace) + 0.5,
      frame: { scene: 'points', caption: line, points: i + 1 },
    });
  });
  const end = video.next
    ? `Now take the five-question quiz. Up next: ${video.next}.`
    : 'Now take the five-question quiz to finish the course.';
  steps.push({
    seconds: Math.max(END_SECONDS, readingSeconds(end, pace)),
    frame: { scene: 'end', caption: end },
  });
  return steps;
}

function build(catIndex: number, projIndex: number, lesson: TSeedLesson): TLessonVideo {
  const cat = SEED_CATALOG[catIndex];
  const proj = cat?.projects[projIndex];
  if (!cat || !proj) throw new Error('no such project');
  const key = `${lesson.section}:${lesson.number}`;
  const place = `${cat.slug}/${proj.slug}`;
  const narration = place === 'web/portfolio' ? WEB_PORTFOLIO_NARRATION[key] : undefined;
  const blocks = blocksOf(place, key, narration);
  const usesNarrationForCode =
    blocks.length > 0 &&
    place === 'web/portfolio' &&
    (WEB_PORTFOLIO_SNIPPETS[key]?.length ?? 0) > 0;
  const intro = [
    ...(narration
      ? usesNarrationForCode
        ? narration.slice(0, 1)
        : narration
      : [`This lesson: ${lesson.title}.`]),
    ...sentences(lesson.description),
  ];
  const ordered = [...proj.lessons].sort(
    (a, b) =>
      SECTION_ORDER.indexOf(a.section) - SECTION_ORDER.indexOf(b.section) || a.number - b.number,
  );
  const next = ordered[ordered.indexOf(lesson) + 1]?.title ?? null;
  const base = {
    file: `${cat.slug}-${proj.slug}-${lesson.section}-${lesson.number}.mp4`,
    category: cat.slug,
    categoryTitle: cat.title,
    project: proj.slug,
    projectTitle: proj.title,
    section: lesson.section,
    number: lesson.number,
    title: lesson.title,
    description: lesson.description,
    blocks,
    points: pointsOf(lesson),
    next,
  };
  // Slow the pace until the lesson fills a minute: a short lesson reads more calmly.
  let pace = 1;
  let made = timeline(base, lesson, intro, pace);
  const length = (steps: TTimelineStep[]) => steps.reduce((sum, s) => sum + onGrid(s.seconds), 0);
  while (length(made) < MIN_VIDEO_SECONDS + 2) {
    pace *= 1.05;
    made = timeline(base, lesson, intro, pace);
  }
  const frames: TVideoFrame[] = [];
  const cues: TSeedCue[] = [];
  let at = 0;
  for (const step of made) {
    const seconds = onGrid(step.seconds);
    if (seconds <= 0) continue;
    frames.push({ at: onGrid(at), ...step.frame });
    const last = cues.at(-1);
    if (step.frame.caption && last && last[2] === step.frame.caption && last[1] === onGrid(at))
      last[1] = onGrid(at + seconds);
    else if (step.frame.caption) cues.push([onGrid(at), onGrid(at + seconds), step.frame.caption]);
    at += seconds;
  }
  // In whole seconds, as snippets keep them: the second in which the block starts.
  const blockStarts = blocks.map((_, b) =>
    Math.floor(frames.find((f) => f.scene === 'code' && f.block === b)?.at ?? 0),
  );
  return { ...base, frames, cues, blockStarts, durationSeconds: onGrid(at) };
}

let all: TLessonVideo[] | undefined;

/** Every demo lesson's video, in catalog order. */
export function demoLessonVideos(): TLessonVideo[] {
  all ??= SEED_CATALOG.flatMap((cat, ci) =>
    cat.projects.flatMap((proj, pi) => proj.lessons.map((l) => build(ci, pi, l))),
  );
  return all;
}

/** One demo lesson's video: by category, project, section and number. */
export function demoLessonVideo(
  category: string,
  project: string,
  section: string,
  number: number,
): TLessonVideo | undefined {
  return demoLessonVideos().find(
    (v) =>
      v.category === category &&
      v.project === project &&
      v.section === section &&
      v.number === number,
  );
}
