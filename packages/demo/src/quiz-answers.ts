// The seeded right answers of the web Portfolio project, and a learner who passes its quizzes
// through the API with them: read by the e2e journeys and by the benchmarks (neither may import
// the other), which reach the server over HTTP only.
import { WEB_CATEGORY } from './catalog-web.ts';

/** The right option's text for each question of the web Portfolio project, from the seed. */
const RIGHT_ANSWER = new Map(
  (WEB_CATEGORY.projects.find((p) => p.slug === 'portfolio')?.lessons ?? []).flatMap((l) =>
    l.questions.map((q) => [q.question, q.options[q.correct] ?? ''] as const),
  ),
);

const seededAnswer = (question: string) =>
  [...RIGHT_ANSWER].find(([text]) => question.includes(text))?.[1];

/**
 * A wrong option's text for a seeded web Portfolio question. Options are shuffled on every
 * attempt, so "the first option" is sometimes right: a test that must fail picks by text.
 */
export function wrongOption(question: string, options: readonly string[]): string {
  const right = seededAnswer(question);
  if (right === undefined) throw new Error(`not a seeded web Portfolio question: ${question}`);
  const wrong = options.find((o) => !o.includes(right));
  if (wrong === undefined) throw new Error(`no wrong option for: ${question}`);
  return wrong;
}

/** The right option's text for a seeded web Portfolio question. */
export function rightOption(question: string, options: readonly string[]): string {
  const right = seededAnswer(question);
  const found = right === undefined ? undefined : options.find((o) => o.includes(right));
  if (found === undefined) throw new Error(`no right option for: ${question}`);
  return found;
}

/** A signed-in learner's POST of JSON to the API (path from `/api/...`), answering its JSON. */
export type TPostJson = (path: string, body?: unknown) => Promise<unknown>;

type TAttempt = {
  id: string;
  questions: { question: string; options: { id: string; text: string }[] }[];
};

/**
 * Passes a web Portfolio lesson's quiz on the first attempt through the API, from the seed's
 * answers: no mistakes, so nothing joins the learner's review queue.
 */
export async function passQuizFirstTime(post: TPostJson, lessonId: string) {
  const attempt = (await post(`/api/lessons/${lessonId}/quiz/attempts`)) as TAttempt;
  const answers = attempt.questions.map((q) => {
    const text = rightOption(
      q.question,
      q.options.map((o) => o.text),
    );
    return q.options.find((o) => o.text === text)?.id ?? '';
  });
  const result = (await post(`/api/lessons/${lessonId}/quiz`, {
    attemptId: attempt.id,
    answers,
  })) as { passed?: boolean };
  if (!result.passed) throw new Error(`could not pass the quiz of lesson ${lessonId}`);
}
