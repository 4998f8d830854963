import type { TSection } from '@thinkbuild/core/sections';

/*
 * Where a lesson opens: the lesson page of a project, `/coursepage/:category/:project`, with the
 * lesson in the search. Every link to a lesson (the catalog, review, search, the player's own
 * lists and downloads) is made here, so they cannot drift from what the player reads.
 */

/** `?section=build&lesson=3`: what every lesson link looks like. */
export const lessonSearch = (section: TSection, number: number) =>
  `?section=${section}&lesson=${number}`;

/** A project's lesson page, opening at its first lesson still to do. */
export const lessonPagePath = (category: string, project: string) =>
  `/coursepage/${encodeURIComponent(category)}/${encodeURIComponent(project)}`;

/** One lesson of a project. */
export const lessonPath = (lesson: {
  category: string;
  project: string;
  section: TSection;
  number: number;
}) =>
  `${lessonPagePath(lesson.category, lesson.project)}${lessonSearch(lesson.section, lesson.number)}`;

/** One lesson, opening its video at a moment (whole seconds): where a note jumps back to. */
export const lessonMomentPath = (
  lesson: { category: string; project: string; section: TSection; number: number },
  seconds: number,
) => `${lessonPath(lesson)}&t=${Math.max(0, Math.floor(seconds))}`;

/**
 * The navigation state that asks the lesson page to start its video as it opens: given by a
 * click that chose the lesson (a track's Start on /home), so the browser allows sound; where it
 * does not, the video starts muted. In the state, not the URL, so a shared link never autoplays.
 */
export const PLAY_ON_OPEN = { play: true } as const;

/** Whether a location's state asks for PLAY_ON_OPEN. */
export const playsOnOpen = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { play?: unknown }).play === true;
