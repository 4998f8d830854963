import { PASS_SCORE } from '@thinkbuild/core/learning';
import type { TLessonResponse, TQuizAttempt, TQuizResult } from '@thinkbuild/core/schemas/learning';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { onOutboxSynced } from '../../../entities/device/outbox/sync.ts';
import { LessonPanel } from '../../../entities/lesson/lesson-panel.tsx';
import { FormAlert, Spinner } from '../../../ui/form-alert.tsx';
import { CheckIcon, QuizIcon } from '../../../ui/icons.tsx';
import { QuizQuestion } from '../../../ui/quiz-question.tsx';
import { useStartQuizAttempt } from '../api/start-quiz-attempt.ts';
import { useSubmitQuiz } from '../api/submit-quiz.ts';
import { offersNext, QuizNextStep, wrongQuestions } from './quiz-next-step.tsx';

/**
 * The lesson's five questions, in the order the server shuffled for this attempt. Correctness
 * comes only from the server's answer to a submission; the right options only once the learner
 * passes or from their second failed attempt on.
 */
export function LessonQuiz({
  lesson,
  onNextStep,
}: {
  lesson: TLessonResponse;
  /** Whether the result shown offers a next step of its own (Next Lesson then gives way). */
  onNextStep?: ((offered: boolean) => void) | undefined;
}) {
  const [attempt, setAttempt] = useState<TQuizAttempt | null>(lesson.quiz);
  const questions = attempt?.questions ?? [];
  const total = questions.length;
  const [answers, setAnswers] = useState<(string | null)[]>(() => questions.map(() => null));
  const [result, setResult] = useState<TQuizResult | null>(null);
  /** Answers kept on the device while offline: the outbox id that the server's score will name. */
  const [queued, setQueued] = useState<string | null>(null);
  const submit = useSubmitQuiz(lesson);
  const start = useStartQuizAttempt(lesson.id);
  const resultRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const answered = answers.filter((a) => a !== null).length;
  const complete = answered === total;
  const bestScore = result?.bestScore ?? lesson.progress.bestScore;

  const offered = Boolean(result?.passed && offersNext(result.nextStep));
  useEffect(() => onNextStep?.(offered), [offered, onNextStep]);

  const showResult = (quiz: TQuizResult) => {
    setResult(quiz);
    // Move to the score, so keyboard and screen-reader users hear it first.
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  // Answers queued offline are scored by the server on sync: show that score when it comes.
  useEffect(
    () =>
      queued
        ? onOutboxSynced((item, response) => {
            if (item.id !== queued || response.result.kind !== 'quiz') return;
            setQueued(null);
            setResult(response.result.quiz);
            requestAnimationFrame(() => resultRef.current?.focus());
          })
        : undefined,
    [queued],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || submit.isPending || !attempt || queued) return;
    submit.mutate(
      { attemptId: attempt.id, answers: answers as string[] },
      {
        onSuccess: (submission) => {
          if (submission.kind === 'queued') setQueued(submission.id);
          else showResult(submission.result);
        },
      },
    );
  }

  function tryAgain() {
    start.mutate(undefined, {
      onSuccess: (next) => {
        setAttempt(next);
        setResult(null);
        submit.reset();
        setAnswers(next.questions.map(() => null));
      },
    });
  }

  // One Try again: in the score's box after a fail (the step to take), under the form after a
  // pass (a better score is optional).
  const tryAgainButton = (
    <button
      type="button"
      onClick={tryAgain}
      disabled={start.isPending}
      aria-busy={start.isPending || undefined}
      className={`inline-flex items-center gap-2 rounded-full px-5 py-2.5 font-semibold disabled:opacity-60 ${
        result?.passed
          ? 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
          : 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
      }`}
    >
      {start.isPending && <Spinner />}
      Try again
    </button>
  );

  return (
    <LessonPanel
      icon={<QuizIcon />}
      title="Lesson quiz"
      lead={`${total} questions. Score ${PASS_SCORE} or more to complete the lesson.`}
      aside={
        <p className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700 text-sm">
          {bestScore === null ? 'Not attempted yet' : `Best score: ${bestScore}/${total}`}
        </p>
      }
    >
      {total === 0 ? (
        <p className="mt-5 text-slate-600">This lesson has no quiz yet.</p>
      ) : (
        <form onSubmit={onSubmit} className="mt-6" noValidate>
          {result && (
            <div
              ref={resultRef}
              tabIndex={-1}
              role="status"
              className={`mb-6 rounded-2xl border p-5 outline-none ${
                result.passed
                  ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
                  : 'border-amber-200 bg-amber-50 text-amber-950'
              }`}
            >
              <div className="flex flex-wrap items-center gap-3">
                <p className="font-extrabold text-2xl">
                  You scored {result.score}/{result.total}
                </p>
                {result.passed ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-emerald-600 px-3 py-1 font-semibold text-sm text-white">
                    <CheckIcon className="h-4 w-4" />
                    Passed
                  </span>
                ) : (
                  <span className="rounded-full bg-amber-200 px-3 py-1 font-semibold text-amber-950 text-sm">
                    Not passed yet
                  </span>
                )}
              </div>
              <p className="mt-1 text-sm">
                Best score: {result.bestScore}/{result.total}
                {result.completed ? ' · Lesson complete' : ''}
              </p>
              {!result.revealed && (
                <p className="mt-2 text-sm">
                  Each question says why your answer is right or wrong. The right answers are shown
                  once you pass, or after your second try.
                </p>
              )}
              {result.passed ? (
                <QuizNextStep
                  step={result.nextStep}
                  category={lesson.category}
                  project={lesson.project}
                />
              ) : (
                <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
                  {tryAgainButton}
                  <p className="text-sm">
                    Look again at {wrongQuestions(result)} below and the part of the lesson they
                    cover, then try again.
                  </p>
                </div>
              )}
            </div>
          )}

          <ol className="space-y-5">
            {questions.map((q, qi) => (
              <li key={q.position}>
                <QuizQuestion
                  label={qi + 1}
                  question={q}
                  name={`quiz-${lesson.id}-${qi}`}
                  answer={answers[qi] ?? null}
                  onAnswer={(id) => setAnswers((prev) => prev.map((a, i) => (i === qi ? id : a)))}
                  outcome={result?.results[qi]}
                  disabled={result !== null || queued !== null || submit.isPending}
                />
              </li>
            ))}
          </ol>

          {submit.isError && <FormAlert className="mt-5">{submit.error.message}</FormAlert>}
          {start.isError && <FormAlert className="mt-5">{start.error.message}</FormAlert>}

          <div className="mt-6 flex flex-wrap items-center gap-4">
            {queued ? (
              <p
                role="status"
                className="rounded-2xl border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950 text-sm"
              >
                <strong className="font-semibold">Answers saved on this device.</strong> Your score
                appears here once you are back online and they have synced.
              </p>
            ) : result ? (
              result.passed && tryAgainButton
            ) : (
              <>
                <button
                  type="submit"
                  disabled={!complete || submit.isPending}
                  aria-describedby={complete ? undefined : hintId}
                  className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {submit.isPending && <Spinner />}
                  Submit answers
                </button>
                {!complete && (
                  <p id={hintId} className="text-slate-600 text-sm">
                    Answer all {total} questions{' '}
                    <span className="text-slate-500">
                      ({answered} of {total} answered)
                    </span>
                  </p>
                )}
              </>
            )}
          </div>
        </form>
      )}
    </LessonPanel>
  );
}
