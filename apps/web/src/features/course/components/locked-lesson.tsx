import { ButtonLink } from '../../../ui/button.tsx';
import { LockIcon } from '../../../ui/icons.tsx';

/** Shown instead of the player when the learner's plan does not include the section. */
export function LockedLesson({
  message,
  alternative,
}: {
  message: string;
  /** A section this learner can open instead: "Open Build lessons". */
  alternative?: { label: string; to: string } | undefined;
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
        Upgrade your plan to watch this lesson and take its quiz.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/subscription" variant="light">
          See plans
        </ButtonLink>
        {alternative && (
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
