import type { TLessonListResponse } from './schemas/learning.ts';
import { SECTIONS, type TSection } from './sections.ts';

/**
 * The API answers a lesson page opened from its link needs before its video can start, and
 * where they are: the browser asks for them (the page's queries), and the server sends them in
 * the page's own HTML so the browser need not (docs/decisions/026-lesson-answers-in-the-page.md).
 * Both sides build the paths here, so an answer the server sends is the one the page asks for.
 * Paths are relative to `/api`.
 */
const seg = encodeURIComponent;

export const apiPaths = {
  me: () => '/me',
  course: (category: string, project: string) => `/courses/${seg(category)}/${seg(project)}`,
  sectionLessons: (category: string, project: string, section: TSection, after = 0) =>
    `/courses/${seg(category)}/${seg(project)}/sections/${section}?after=${after}`,
  lesson: (id: string) => `/lessons/${seg(id)}`,
  lessonVideo: (id: string) => `/lessons/${seg(id)}/video`,
};

/** The id of the JSON element that carries the answers in the lesson page's HTML. */
export const LESSON_ANSWERS_ID = 'lesson-answers';

/** The answers, by path, as the page's HTML carries them (only answers of status 200). */
export type TLessonAnswers = Record<string, unknown>;

/** What a lesson page's address names: the project, and the lesson when it says which. */
export type TCoursePageTarget = {
  category: string;
  project: string;
  lesson: { section: TSection; number: number } | null;
};

const COURSE_PAGE = /^\/coursepage\/([^/]+)\/([^/]+)\/?$/;

/** A query string's parameters, the first of each name (core has no URLSearchParams). */
function queryParams(search: string) {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => {
      try {
        return decodeURIComponent(part.replaceAll('+', ' '));
      } catch {
        return '';
      }
    });
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

/** `/coursepage/web/portfolio?section=build&lesson=1` → its project and lesson; null elsewhere. */
export function coursePageTarget(pathname: string, search: string): TCoursePageTarget | null {
  const match = COURSE_PAGE.exec(pathname);
  if (!match) return null;
  let category: string;
  let project: string;
  try {
    category = decodeURIComponent(match[1] ?? '');
    project = decodeURIComponent(match[2] ?? '');
  } catch {
    return null; // a malformed escape: no page to prepare
  }
  const params = queryParams(search);
  const section = params.get('section');
  const number = Number(params.get('lesson') ?? '');
  const named =
    (SECTIONS as readonly string[]).includes(section ?? '') &&
    Number.isInteger(number) &&
    number > 0;
  return {
    category,
    project,
    lesson: named ? { section: section as TSection, number } : null,
  };
}

/**
 * Lesson `number` in a section's first page of lessons, and whether its video link is worth
 * asking for: not when the plan keeps the section closed or an earlier lesson must come first
 * (the link would be refused). Null when the lesson is further down the list (or not there).
 */
export function lessonInList(
  list: Pick<TLessonListResponse, 'access' | 'lessons'>,
  number: number,
): { id: string; playable: boolean } | null {
  const lesson = list.lessons.find((l) => l.number === number);
  if (!lesson) return null;
  return { id: lesson.id, playable: list.access.allowed && !lesson.lockedBy };
}
