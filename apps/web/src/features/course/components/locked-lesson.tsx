import { sectionOffer, type TSectionOffer } from '@thinkbuild/core/next-step';
import type { TCourseResponse } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, type TSection } from '@thinkbuild/core/sections';
import { useMe } from '../../../lib/session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { CheckIcon, LockIcon } from '../../../ui/icons.tsx';
import { useSectionLessons } from '../api/get-section-lessons.ts';
import { formatDuration } from './format.ts';

type TLink = { label: string; to: string | { search: string }; state?: unknown };

/**
 * In a "Learn in order" project, shown instead of the player while an earlier lesson is not
 * complete: it names the first unfinished lesson on the way and links to it.
 */
export function LockedLesson({ message, waitsFor }: { message: string; waitsFor: TLink }) {
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl bg-gradient-to-br from-slate-900 via-brand-900 to-slate-900 p-6 text-center text-white shadow-lg max-sm:aspect-auto max-sm:py-10">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
        <LockIcon className="h-6 w-6 text-accent-400" />
      </span>
      <p className="max-w-md text-balance font-bold text-lg sm:text-xl">{message}</p>
      <p className="max-w-md text-slate-300 text-sm">
        Pass its quiz (4 of 5) and the lessons after it open one by one.
      </p>
      <div className="mt-2">
        <ButtonLink to={waitsFor.to} state={waitsFor.state} variant="light">
          {waitsFor.label}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A lesson the learner's plan does not open, read as an offer: the SPEC.md message once, what
 * the section holds, the cheapest plan that opens it with its monthly price, and See plans. An
 * expected lock, so a calm card and no alert.
 */
export function PlanOffer({
  message,
  offer,
  contents,
  alternative,
}: {
  message: string;
  offer: TSectionOffer | null;
  /** "6 lessons · 1 h 12 min": what the section holds. */
  contents: string | undefined;
  /** A section this learner can open instead: "Open Build lessons". */
  alternative?: TLink | undefined;
}) {
  return (
    <section
      aria-label="Locked lesson"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <LockIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="text-balance font-bold text-lg text-slate-950 sm:text-xl">{message}</p>
          {contents && <p className="mt-1 text-slate-600 text-sm">This section: {contents}</p>}
        </div>
      </div>
      {offer && (
        <div className="mt-5 rounded-xl bg-slate-50 p-4 sm:p-5">
          <p className="font-semibold text-slate-950">
            {offer.plan} opens it, from{' '}
            <span className="text-brand-700">{offer.price} a month</span>, with:
          </p>
          <ul className="mt-3 grid gap-2 text-slate-700 text-sm sm:grid-cols-2">
            {offer.opens.map((label) => (
              <li key={label} className="flex items-start gap-2">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <ButtonLink to="/subscription" size="lg">
          See plans
        </ButtonLink>
        {alternative && (
          <ButtonLink to={alternative.to} variant="secondary" size="lg">
            {alternative.label}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

/** The plan offer for a lesson of `section`, from the learner's role and the section's list. */
export function LockedSection({
  message,
  section,
  course,
}: {
  message: string;
  section: TSection;
  course: TCourseResponse;
}) {
  const role = useMe().data?.role ?? 'free';
  const list = useSectionLessons(course.category, course.project.slug, section);
  const count = course.sections.find((s) => s.section === section)?.lessonCount ?? 0;
  // The length only once the whole list is loaded: a partial sum would understate it.
  const lessons = list.hasNextPage ? [] : (list.data?.lessons ?? []);
  const seconds = lessons.reduce((n, l) => n + (l.durationSeconds ?? 0), 0);
  const contents =
    count > 0
      ? `${count} lesson${count === 1 ? '' : 's'}${seconds > 0 ? ` · ${formatDuration(seconds)}` : ''}`
      : undefined;
  const open = course.sections.find((s) => s.access.allowed && s.lessonCount > 0);
  return (
    <PlanOffer
      message={message}
      offer={sectionOffer(section, role)}
      contents={contents}
      alternative={
        open && open.section !== section
          ? {
              label: `Open ${SECTION_LABELS[open.section]} lessons`,
              to: { search: `?section=${open.section}` },
            }
          : undefined
      }
    />
  );
}
