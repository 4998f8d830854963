import { ButtonLink } from '../../../ui/button.tsx';
import { LockIcon } from '../../../ui/icons.tsx';

/**
 * Shown instead of the player when the learner's plan does not include the section, or, in a
 * "Learn in order" project, while the lesson before it is not complete (`waitsFor`).
 */
export function LockedLesson({
  message,
  alternative,
  waitsFor,
}: {
  message: string;
  /** A section this learner can open instead: "Open Build lessons". */
  alternative?: { label: string; to: string } | undefined;
  /** The lesson to finish first, with a link to it. */
  waitsFor?: { label: string; to: string } | undefined;
}) {
  return (
    <div
      role="alert"
      className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl bg-gradient-to-br from-slate-900 via-brand-900 to-slate-900 p-6 text-center text-white shadow-lg max-sm:aspect-auto max-sm:py-10"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
        <LockIcon className="h-6 w-6 text-accent-400" />
      </span>
      <p className="max-w-md text-balance font-bold text-lg sm:text-xl">{message}</p>
      <p className="max-w-md text-slate-300 text-sm">
        {waitsFor
          ? 'Pass its quiz (4 of 5) and this lesson opens.'
          : 'Upgrade your plan to watch this lesson and take its quiz.'}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {waitsFor ? (
          <ButtonLink to={waitsFor.to} variant="light">
            {waitsFor.label}
          </ButtonLink>
        ) : (
          <ButtonLink to="/subscription" variant="light">
            See plans
          </ButtonLink>
        )}
        {alternative && !waitsFor && (
          <ButtonLink
            to={alternative.to}
            variant="ghost"
            className="text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white"
          >
            {alternative.label}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
