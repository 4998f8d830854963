import type { TReviewQuestion } from '@thinkbuild/core/schemas/review';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { useState } from 'react';
import { Link } from 'react-router';
import { lessonPath } from '../../../entities/lesson/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert, Spinner } from '../../../ui/form-alert.tsx';
import { QuizQuestion } from '../../../ui/quiz-question.tsx';
import { useAnswerReview } from '../api/answer-review.ts';

/** What happens to the question next, in words. */
function nextText(correct: boolean, done: boolean) {
  if (done) return 'Right on two different days: this question leaves your review.';
  if (correct) return 'Right. It comes back tomorrow or later for one more check.';
  return 'Not yet. It comes back tomorrow; look at the lesson again before then.';
}

/** One question waiting in review: answer it, then see whether it was right and why. */
export function ReviewCard({
  question,
  index,
  onAnswered,
}: {
  question: TReviewQuestion;
  index: number;
  onAnswered: (waiting: number) => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const answer = useAnswerReview(question);
  const result = answer.data?.kind === 'checked' ? answer.data.answer : undefined;
  const queued = answer.data?.kind === 'queued';
  const { lesson } = question;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="mb-3 text-slate-600 text-sm">
        From{' '}
        <Link to={lessonPath(lesson)} className="font-semibold text-brand-700 hover:underline">
          {SECTION_LABELS[lesson.section]} · Lesson {lesson.number}: {lesson.title}
        </Link>
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (choice && !answer.isPending && !answer.data)
            answer.mutate(choice, {
              onSuccess: (r) => {
                if (r.kind === 'checked') onAnswered(r.answer.waiting);
              },
            });
        }}
      >
        <QuizQuestion
          label={index + 1}
          question={question}
          name={`review-${question.id}`}
          answer={choice}
          onAnswer={setChoice}
          outcome={result}
          disabled={Boolean(answer.data) || answer.isPending}
        />
        {answer.isError && <FormAlert className="mt-4">{answer.error.message}</FormAlert>}
        {queued ? (
          <p role="status" className="mt-4 font-semibold text-slate-800 text-sm">
            Answer saved on this device: it is checked when you are back online.
          </p>
        ) : result ? (
          <p role="status" className="mt-4 font-semibold text-slate-800 text-sm">
            {nextText(result.correct, result.done)}
          </p>
        ) : (
          <Button type="submit" className="mt-4" disabled={!choice || answer.isPending}>
            {answer.isPending && <Spinner />}
            Check answer
          </Button>
        )}
      </form>
    </li>
  );
}
