import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { Link } from 'react-router';
import { ArrowRightIcon, PlayIcon } from '../../../ui/icons.tsx';
import { useRecent } from '../api/get-recent.ts';
import { coursePagePath } from './category-style.ts';

/** "Continue where you left off": the lesson the learner touched last, one click away. */
export function ContinueCard() {
  const { data } = useRecent();
  const recent = data?.recent;
  if (!recent) return null;
  const { lesson } = recent;
  const to = `${coursePagePath(recent.category, recent.project)}?section=${lesson.section}&lesson=${lesson.number}`;
  return (
    <section aria-labelledby="continue-heading" className="mb-8">
      <Link
        to={to}
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
          Resume
          <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
        </span>
      </Link>
    </section>
  );
}
