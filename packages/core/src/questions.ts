import { EXERCISE_EXTENSIONS, matchesLanguage, type TExerciseLanguage } from './exercise.ts';

/*
 * Questions and answers under a lesson: the limits and the rules that both the server and the
 * lesson page apply (who may edit, accept, delete; how a thread is ordered). Pure functions only.
 */

export const QUESTION_TITLE_MIN = 8;
export const QUESTION_TITLE_MAX = 150;
export const POST_BODY_MAX = 8_000;
export const ATTACHED_CODE_MAX = 20_000;
export const REPORT_REASON_MAX = 500;
export const MODERATION_REASON_MAX = 500;
/** A post can be edited for this long after it was written; then it is shown as it stands. */
export const EDIT_WINDOW_MINUTES = 30;
export const QUESTIONS_PAGE_SIZE = 20;
/** Questions and answers one learner may post in a minute. */
export const POSTS_PER_MINUTE = 6;

export const QUESTION_SORTS = ['unanswered', 'helpful'] as const;
export type TQuestionSort = (typeof QUESTION_SORTS)[number];

export const QUESTION_MESSAGES = {
  notFound: 'This question does not exist',
  answerNotFound: 'This answer does not exist',
  editWindowClosed: `Posts can be edited for ${EDIT_WINDOW_MINUTES} minutes after they are written`,
  notYours: 'You can only change your own posts',
  onlyAskerAccepts: 'Only the person who asked can accept an answer',
  locked: 'This thread is locked: it takes no new answers',
  banned: 'You can no longer post questions or answers',
  deleted: 'This post was deleted',
  hidden: 'This post was hidden by a moderator',
  alreadyReported: 'You have already reported this post',
  unsubscribed: 'You will no longer get this email',
} as const;

type TPostFacts = { authorId: string | null; createdAt: Date; deletedAt: Date | null };

/** Whether `viewerId` may still edit the post at `now`: their own, not deleted, within the window. */
export function editRefusal(post: TPostFacts, viewerId: string, now: Date): string | null {
  if (post.deletedAt || post.authorId !== viewerId) return QUESTION_MESSAGES.notYours;
  const age = now.getTime() - post.createdAt.getTime();
  if (age > EDIT_WINDOW_MINUTES * 60_000) return QUESTION_MESSAGES.editWindowClosed;
  return null;
}

/**
 * Deleting one's own post: a question that has answers, or an answer that was accepted, stays
 * as "deleted" so the thread still reads; anything else goes.
 */
export function deletionKind(post: { answerCount?: number; accepted?: boolean }) {
  return (post.answerCount ?? 0) > 0 || post.accepted ? 'mark-deleted' : 'remove';
}

/** A thread's answers: the accepted one first, then the most helpful, then the oldest. */
export function orderAnswers<T extends { id: string; helpful: number; createdAt: string }>(
  answers: readonly T[],
  acceptedId: string | null,
): T[] {
  return [...answers].sort(
    (a, b) =>
      Number(b.id === acceptedId) - Number(a.id === acceptedId) ||
      b.helpful - a.helpful ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

/** One file of the code attached to a question. */
export type TAttachedFile = { name: string | null; language: string | null; content: string };

/** A file's header line in attached code: a C comment holding only its name (style.css). */
const FILE_HEADER = /^\/\* ([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+) \*\/$/;

/**
 * The learner's exercise files as one attached text: a single file as it is, several each under
 * a header line, a C comment of its name (readable as it stands, split again by attachedFiles).
 */
export function attachedCode(files: readonly { name: string; content: string }[]): string {
  if (files.length === 1) return files[0]?.content ?? '';
  return files.map((f) => `/* ${f.name} */\n${f.content}`).join('\n\n');
}

/**
 * Attached code as files to show one by one: split at the header lines attachedCode wrote, each
 * file's language from its extension (EXERCISE_EXTENSIONS). Code without headers is one file of
 * `language` (the exercise's first file).
 */
export function attachedFiles(code: string, language: string | null): TAttachedFile[] {
  const lines = code.split('\n');
  if (!FILE_HEADER.test(lines[0] ?? '')) return [{ name: null, language, content: code }];
  const files: { name: string; lines: string[] }[] = [];
  for (const line of lines) {
    const name = FILE_HEADER.exec(line)?.[1];
    if (name) files.push({ name, lines: [] });
    else files.at(-1)?.lines.push(line);
  }
  const languages = Object.keys(EXERCISE_EXTENSIONS) as TExerciseLanguage[];
  return files.map(({ name, lines: body }, i) => ({
    name,
    language: languages.find((l) => matchesLanguage(name, l)) ?? null,
    // attachedCode put a blank line between files: the last has none after it.
    content: i < files.length - 1 ? body.join('\n').replace(/\n$/, '') : body.join('\n'),
  }));
}
