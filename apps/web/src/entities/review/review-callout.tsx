import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, QuizIcon } from '../../ui/icons.tsx';

type TReviewCalloutProps = {
  /** "Review 6 questions", "Review: 6 questions waiting". */
  title: ReactNode;
  note: ReactNode;
  /** A line above the title (the Continue card's "Your next step", which names its section). */
  eyebrow?: ReactNode;
  /** Words before the arrow; the arrow alone where the card is a reminder. */
  action?: string;
  className?: string;
};

/**
 * The way to /review wherever questions wait: one amber card with the quiz icon, so the review
 * looks the same as the next step on /home and as a reminder beside it.
 */
export function ReviewCallout({
  title,
  note,
  eyebrow,
  action,
  className = '',
}: TReviewCalloutProps) {
  return (
    <Link
      to="/review"
      className={`group flex items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-4 transition hover:border-amber-400 sm:p-5 ${className}`}
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-white">
        <QuizIcon className="h-5 w-5" />
      </span>
      <span className="flex-1">
        {eyebrow}
        <span className="block font-bold text-slate-950">{title}</span>
        <span className="block text-slate-700 text-sm">{note}</span>
      </span>
      <span className="inline-flex items-center gap-1 font-semibold text-amber-900 text-sm">
        {action}
        <ArrowRightIcon className="h-4 w-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
