import { LESSON_ANSWERS_ID, type TLessonAnswers } from '@thinkbuild/core/lesson-answers';

/**
 * API answers the page's HTML brought with it (docs/decisions/026-lesson-answers-in-the-page.md):
 * a lesson opened from its link arrives with the session, the course, the section's list, the
 * lesson and its video link, so its first render asks the network nothing. Each answer is
 * taken once, by the first request for its path, and only while the page is new: any later
 * request (a refetch, a retry after an expired link) goes to the server.
 */
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof document === 'undefined') return found;
  const element = document.getElementById(LESSON_ANSWERS_ID);
  if (!element?.textContent) return found;
  element.remove(); // read once: a later mount of the app must not find them again
  try {
    for (const [path, data] of Object.entries(JSON.parse(element.textContent) as TLessonAnswers))
      found.set(path, data);
  } catch {
    // A truncated page (a dropped connection): the requests go to the server as usual.
  }
  return found;
}

/** The answer the page brought for a GET of `path` (relative to /api), at most once. */
export function takePageAnswer(path: string): { data: unknown } | undefined {
  answers ??= read();
  if (answers.size === 0) return undefined;
  if (performance.now() > FRESH_FOR_MS) {
    answers.clear();
    return undefined;
  }
  if (!answers.has(path)) return undefined;
  const data = answers.get(path);
  answers.delete(path);
  return { data };
}
