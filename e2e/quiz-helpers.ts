import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  passQuizFirstTime as passQuizWithSeed,
  rightOption,
  wrongOption,
} from '@thinkbuild/demo/quiz-answers';

export { rightOption, wrongOption };

type TAttempt = {
  id: string;
  questions: { question: string; options: { id: string; text: string }[] }[];
};
type TResult = {
  passed: boolean;
  results: { chosen: string; correct: boolean; correctOption: string | null }[];
};

/**
 * Takes a lesson's quiz through the API as the signed-in learner of `request`. The page never
 * learns the answers before submitting, so to pass, this fails twice on purpose (the server
 * then reveals the right options) and answers by their text on the third attempt.
 */
export async function passQuizByApi(request: APIRequestContext, origin: string, lessonId: string) {
  const headers = { origin };
  const start = async (): Promise<TAttempt> =>
    (await request.post(`/api/lessons/${lessonId}/quiz/attempts`, { headers })).json();
  const submit = async (attempt: TAttempt, answers: string[]): Promise<TResult> =>
    (
      await request.post(`/api/lessons/${lessonId}/quiz`, {
        headers,
        data: { attemptId: attempt.id, answers },
      })
    ).json();
  let rightTexts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const attempt = await start();
    const answers = attempt.questions.map((q, qi) => {
      const known = q.options.find((o) => o.text === rightTexts[qi]);
      return (known ?? q.options[0])?.id ?? '';
    });
    const result = await submit(attempt, answers);
    if (result.passed) return;
    rightTexts = result.results.map((r, qi) => {
      const opts = attempt.questions[qi]?.options ?? [];
      return opts.find((o) => o.id === (r.correct ? r.chosen : r.correctOption))?.text ?? '';
    });
  }
  throw new Error(`could not pass the quiz of lesson ${lessonId}`);
}

/** A lesson's id from its section's list. */
export async function lessonIdOf(
  request: APIRequestContext,
  course: string,
  section: string,
  number: number,
) {
  const list = await (await request.get(`/api/courses/${course}/sections/${section}`)).json();
  const found = list.lessons.find((l: { number: number }) => l.number === number);
  if (!found) throw new Error(`no ${section} lesson ${number} in ${course}`);
  return found.id as string;
}

/**
 * Passes a web Portfolio lesson's quiz on the first attempt through the API, from the seed's
 * answers (the demo package's, shared with the benchmarks).
 */
export function passQuizFirstTime(request: APIRequestContext, origin: string, lessonId: string) {
  const post = async (path: string, data?: unknown) =>
    (await request.post(path, { headers: { origin }, data })).json();
  return passQuizWithSeed(post, lessonId);
}

/** Submits a quiz through the API with a wrong option everywhere. */
export async function failQuizByApi(page: Page, origin: string, lessonId: string) {
  const attempt = await (
    await page.request.post(`/api/lessons/${lessonId}/quiz/attempts`, { headers: { origin } })
  ).json();
  // A wrong option everywhere (the order is shuffled per attempt, so never "the first").
  const answers = attempt.questions.map(
    (q: { question: string; options: { id: string; text: string }[] }) => {
      const wrong = wrongOption(
        q.question,
        q.options.map((o) => o.text),
      );
      return q.options.find((o) => o.text === wrong)?.id;
    },
  );
  const res = await page.request.post(`/api/lessons/${lessonId}/quiz`, {
    headers: { origin },
    data: { attemptId: attempt.id, answers },
  });
  expect((await res.json()).passed).toBe(false);
}
