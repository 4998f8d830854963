import { foundingBannerText, HAVE_EVERYTHING } from '@thinkbuild/core/founding';
import type { TFoundingPlaces } from '@thinkbuild/core/schemas/founding';
import { useId } from 'react';
import { ButtonLink } from '../../ui/button.tsx';
import { CheckIcon, SparkleIcon } from '../../ui/icons.tsx';

/**
 * "The first 2,000 learners get everything free, for life: 1,234 places left" (docs/decisions/
 * 032), with how many are taken as a bar and the one way in: signing up, never a checkout.
 */
export function FoundingBanner({
  places,
  className = '',
}: {
  places: TFoundingPlaces;
  className?: string;
}) {
  const id = useId();
  const taken = places.total > 0 ? (places.total - places.left) / places.total : 0;
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-6 rounded-3xl bg-white p-6 text-slate-950 shadow-xl ring-2 ring-brand-600 sm:p-8 lg:flex-row lg:items-center ${className}`}
    >
      <div className="min-w-0 flex-1">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-3 py-1 font-bold text-slate-950 text-sm">
          <SparkleIcon className="h-4 w-4" />
          Founding members
        </p>
        <p id={id} className="mt-3 text-balance font-extrabold text-2xl tracking-tight sm:text-3xl">
          {foundingBannerText(places)}
        </p>
        <p className="mt-2 text-slate-600">
          A new account opens every section, exercise and certificate of every course, with nothing
          to pay now or later. No card needed.
        </p>
        <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${Math.max(2, Math.round(taken * 100))}%` }}
          />
        </div>
      </div>
      <ButtonLink to="/signup" size="lg" className="shrink-0">
        Create your free account
      </ButtonLink>
    </section>
  );
}

/** What a member with lifetime access sees where prices would be: what they hold. */
export function HaveEverything({
  as: Heading = 'h2',
  className = '',
}: {
  as?: 'h1' | 'h2';
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-6 rounded-3xl bg-white p-6 text-slate-950 shadow-xl ring-2 ring-emerald-600 sm:p-8 lg:flex-row lg:items-center ${className}`}
    >
      <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="h-7 w-7" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading
          id={id}
          className={`font-extrabold tracking-tight ${Heading === 'h1' ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'}`}
        >
          {HAVE_EVERYTHING}
        </Heading>
        <p className="mt-2 text-slate-600">
          Your lifetime Creator access opens every section, exercise and certificate of every
          course, for life. There is nothing to pay.
        </p>
      </div>
      <ButtonLink to="/home" size="lg" className="shrink-0">
        Go to your courses
      </ButtonLink>
    </section>
  );
}
