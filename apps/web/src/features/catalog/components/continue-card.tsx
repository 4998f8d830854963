import { reviewStepLabel } from '@thinkbuild/core/next-step';
import type { TRecentResponse } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { Link } from 'react-router';
import { lessonPath } from '../../../entities/lesson/paths.ts';
import { ReviewCallout } from '../../../entities/review/review-callout.tsx';
import { ArrowRightIcon, PlayIcon } from '../../../ui/icons.tsx';
import { useRecent } from '../api/get-recent.ts';

type TRecent = NonNullable<TRecentResponse['recent']>;
type TStop = NonNullable<TRecent['lesson']>;

const stopPath = (recent: TRecent, lesson: TStop) =>
  lessonPath({ category: recent.category, project: recent.project, ...lesson });

/**
 * "Continue" on /home: the first lesson not yet complete in the project the learner worked in
 * last, or, when questions pile up in review, "Review n questions" first (the server's call:
 * core's continueWith).
 */
export function ContinueCard() {
  const { data } = useRecent();
  if (!data?.next) return null;
  const { recent } = data;
  const lesson = recent?.lesson ?? null;
  if (data.next === 'review')
    return (
      <section aria-labelledby="continue-heading" className="mb-8">
        <ReviewCallout
          eyebrow={
            <span id="continue-heading" className="block font-semibold text-amber-900 text-sm">
              Your next step
            </span>
          }
          title={reviewStepLabel(data.waiting)}
          note={`Questions you got wrong, asked again so they stick${
            recent && lesson ? `; then ${recent.projectTitle}, lesson ${lesson.number}.` : '.'
          }`}
          action="Review"
        />
        {recent && lesson && (
          <Link
            to={stopPath(recent, lesson)}
            className="mt-2 inline-block px-1 font-semibold text-brand-700 text-sm underline"
          >
            Or continue with {lesson.title}
          </Link>
        )}
      </section>
    );
  if (!recent || !lesson) return null;
  return (
    <section aria-labelledby="continue-heading" className="mb-8">
      <Link
        to={stopPath(recent, lesson)}
        className="group flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 transition hover:border-brand-500 sm:flex-row sm:items-center"
      >
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
          <PlayIcon className="h-5 w-5" />
        </span>
        <span className="flex-1">
          <span id="continue-heading" className="block font-semibold text-brand-700 text-sm">
            Continue where you left off
          </span>
          <span className="mt-1 block font-bold text-lg text-slate-950">{lesson.title}</span>
          <span className="block text-slate-600 text-sm">
            {recent.projectTitle} · {SECTION_LABELS[lesson.section]} · Lesson {lesson.number}
          </span>
        </span>
        <span className="inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
          Continue
          <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </span>
      </Link>
    </section>
  );
}
