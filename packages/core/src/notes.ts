import type { TCategory } from './categories.ts';
import { formatClock } from './clock.ts';
import { SECTIONS, type TSection } from './sections.ts';

/*
 * A learner's private notes at a moment of a lesson's video (issue "Notes and bookmarks"): a
 * short Markdown text, or no text at all (a bookmark). Only their author reads them; they are
 * made on a lesson the learner may open, offline too (synced by id like quiz answers,
 * offline-sync.ts). Pure rules here; the request shapes are in schemas/notes.ts.
 */

/** A note is short: a thought at a moment, not an essay. */
export const NOTE_BODY_MAX = 1000;
/** No lesson video is longer than a day; a later moment is a device bug. */
export const NOTE_MAX_SECONDS = 24 * 60 * 60;

export const NOTE_MESSAGES = {
  tooLong: `A note is at most ${NOTE_BODY_MAX} characters`,
  moment: 'Not a moment of the video',
  notFound: 'This note does not exist',
  notYours: 'This note is not yours',
  otherLesson: 'This note id is already used on another lesson',
  nothingToChange: 'Give the note a new text or moment',
} as const;

/** A note with no text marks the moment only. */
export const isBookmark = (body: string) => body.trim() === '';

/** "0:42", "12:05", "1:02:05": how a note's moment reads (whole seconds, never negative). */
export const formatMoment = (seconds: number) => formatClock(seconds);

/** The moment a note is made at: the player's time in whole seconds, within the video. */
export function noteMomentAt(currentTime: number) {
  if (!Number.isFinite(currentTime) || currentTime < 0) return 0;
  return Math.min(NOTE_MAX_SECONDS, Math.floor(currentTime));
}

/**
 * The transcript line a note belongs to: a note keeps whole seconds, so a line starting at 1.5 s
 * holds a note at 1 (as made from that line); the last line open at that second wins, -1 if none.
 */
export function noteLineIndex(cues: readonly { start: number; end: number }[], seconds: number) {
  let found = -1;
  for (const [i, cue] of cues.entries()) {
    if (Math.floor(cue.start) > seconds) break;
    if (seconds < cue.end) found = i;
  }
  return found;
}

/** Where a note's mark sits on the video's timeline, in percent; null while the length is unknown. */
export function timelinePercent(seconds: number, duration: number): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return Math.min(100, Math.max(0, (seconds / duration) * 100));
}

/**
 * The `t` of a link that opens a lesson at a moment (`…&t=42`): whole seconds within a day, or
 * null for anything else (a link typed by hand opens the lesson where it was).
 */
export function parseMomentParam(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,6}$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds <= NOTE_MAX_SECONDS ? seconds : null;
}

type TNoteLike = { positionSeconds: number; createdAt: string };
type TNotePlace = {
  category: TCategory;
  project: string;
  projectTitle: string;
  section: TSection;
  number: number;
};

/** A lesson's notes in the order of the video: by moment, then as they were made. */
export const byMoment = <T extends TNoteLike>(a: T, b: T) =>
  a.positionSeconds - b.positionSeconds || a.createdAt.localeCompare(b.createdAt);

/**
 * My notes, grouped as the course is: projects by title, then their lessons in course order
 * (section, number), each lesson's notes by moment.
 */
export function groupNotes<TLesson extends TNotePlace, TNote extends TNoteLike>(
  lessons: readonly { lesson: TLesson; notes: readonly TNote[] }[],
) {
  const projects = new Map<
    string,
    {
      category: TCategory;
      project: string;
      projectTitle: string;
      lessons: (TLesson & { notes: TNote[] })[];
    }
  >();
  for (const { lesson, notes } of lessons) {
    const key = `${lesson.category}/${lesson.project}`;
    const group = projects.get(key) ?? {
      category: lesson.category,
      project: lesson.project,
      projectTitle: lesson.projectTitle,
      lessons: [],
    };
    group.lessons.push({ ...lesson, notes: [...notes].sort(byMoment) });
    projects.set(key, group);
  }
  const sectionAt = (s: TSection) => SECTIONS.indexOf(s);
  return [...projects.values()]
    .sort(
      (a, b) => a.projectTitle.localeCompare(b.projectTitle) || a.project.localeCompare(b.project),
    )
    .map((p) => ({
      ...p,
      lessons: p.lessons.sort(
        (a, b) => sectionAt(a.section) - sectionAt(b.section) || a.number - b.number,
      ),
    }));
}
