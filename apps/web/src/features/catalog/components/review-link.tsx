import { reviewWaitingLabel } from '@thinkbuild/core/review';
import { Link } from 'react-router';
import { ArrowRightIcon, QuizIcon } from '../../../ui/icons.tsx';
import { useRecent } from '../api/get-recent.ts';
import { useReviewSummary } from '../api/get-review-summary.ts';

/**
 * "Review: 6 questions waiting" on /home, linking to /review. Shown only while questions wait:
 * an empty review is nothing to act on, and not twice when the Continue card already offers it.
 */
export function ReviewLink() {
  const { data } = useReviewSummary();
  const recent = useRecent();
  if (!data || data.waiting === 0 || recent.data?.next === 'review') return null;
  return (
    <Link
      to="/review"
      className="group mb-8 flex items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 transition hover:border-amber-400 sm:p-5"
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-white">
        <QuizIcon className="h-5 w-5" />
      </span>
      <span className="flex-1">
        <span className="block font-bold text-slate-950">{reviewWaitingLabel(data.waiting)}</span>
        <span className="block text-slate-700 text-sm">
          Questions you got wrong, asked again so they stick.
        </span>
      </span>
      <ArrowRightIcon className="h-4 w-4 text-amber-800 transition group-hover:translate-x-0.5" />
    </Link>
  );
}
