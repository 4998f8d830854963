import type { TLockedLessonInfo } from '@thinkbuild/core/errors';
import { sectionOffer, type TSectionOffer } from '@thinkbuild/core/next-step';
import type { TCourseResponse } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, type TSection } from '@thinkbuild/core/sections';
import { useMe } from '../../../entities/session/session.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { ArrowRightIcon, CheckIcon, LockIcon } from '../../../ui/icons.tsx';
import { formatDuration } from './format.ts';

type TLink = { label: string; to: string | { search: string }; state?: unknown };

/**
 * In a "Learn in order" project, shown instead of the player while an earlier lesson is not
 * complete: "Up next after" the first unfinished lesson on the way, with a link to it. No
 * padlock: that means the plan (PlanOffer), and nothing here is for sale.
 */
export function LockedLesson({
  message,
  waitsFor,
}: {
  message: string;
  /** The lesson to finish: its number (the badge, the phone's label) and title. */
  waitsFor: Omit<TLink, 'label'> & { number: number; title: string };
}) {
  return (
    <section
      aria-label="Up next"
      className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl bg-gradient-to-br from-slate-900 via-brand-900 to-slate-900 p-6 text-center text-white shadow-lg max-sm:aspect-auto max-sm:py-10"
    >
      <span
        aria-hidden="true"
        className="flex h-14 w-14 items-center justify-center rounded-full bg-white/10 font-extrabold text-accent-400 text-xl ring-1 ring-white/20"
      >
        {waitsFor.number}
      </span>
      <p className="max-w-md text-balance font-bold text-lg sm:text-xl">{message}</p>
      <p className="max-w-md text-slate-300 text-sm">
        This project is learnt in order. Finish that lesson and the ones after it open one by one.
      </p>
      <div className="mt-2">
        <ButtonLink
          to={waitsFor.to}
          state={waitsFor.state}
          variant="light"
          // On a phone the message above names the lesson; the link's name always does.
          aria-label={`Go to lesson ${waitsFor.number}: ${waitsFor.title}`}
        >
          <span>
            Go to lesson {waitsFor.number}
            <span className="max-sm:hidden">: {waitsFor.title}</span>
          </span>
          <ArrowRightIcon className="h-4 w-4 shrink-0" />
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * A lesson the learner's plan does not open, read as an offer: the lesson's title and text, the
 * SPEC.md message once, what the section holds, the cheapest plan that opens it with its monthly
 * price, and See plans. An expected lock, so a calm card and no alert.
 */
export function PlanOffer({
  heading,
  message,
  offer,
  contents,
  alternative,
}: {
  /** The lesson: "Planning · Lesson 1", its title (the page's h1) and description. */
  heading: { eyebrow: string; title: string | undefined; titleId: string; description?: string };
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
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">
            {heading.eyebrow}
          </p>
          <h1
            id={heading.titleId}
            tabIndex={-1}
            className="mt-1 text-balance font-extrabold text-2xl text-slate-950 tracking-tight outline-none"
          >
            {heading.title ?? heading.eyebrow}
          </h1>
          {heading.description?.trim() && (
            <p className="mt-2 max-w-3xl whitespace-pre-line text-slate-700 leading-7">
              {heading.description.trim()}
            </p>
          )}
        </div>
      </div>
      <div className="mt-5 rounded-xl bg-slate-50 p-4 sm:p-5">
        <p className="font-semibold text-slate-950">{message}</p>
        {contents && <p className="mt-1 text-slate-600 text-sm">This section: {contents}</p>}
        {offer && (
          <>
            <p className="mt-4 font-semibold text-slate-950">
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
          </>
        )}
      </div>
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

/** "3 lessons · 42 min", or undefined for an empty section. */
export function sectionContents(lessons: number, seconds: number) {
  if (lessons <= 0) return undefined;
  const count = `${lessons} lesson${lessons === 1 ? '' : 's'}`;
  return seconds > 0 ? `${count} · ${formatDuration(seconds)}` : count;
}

/**
 * The plan offer for a lesson of `section`: what the lesson is comes with the 403 (`about`); the
 * plan and its price from the plan matrix in core, for the learner's role.
 */
export function LockedSection({
  message,
  about,
  title,
  number,
  titleId,
  section,
  course,
}: {
  message: string;
  about: TLockedLessonInfo | undefined;
  /** From the section's list, until (or if) the 403 says. */
  title: string | undefined;
  number: number;
  titleId: string;
  section: TSection;
  course: TCourseResponse;
}) {
  const role = useMe().data?.role ?? 'free';
  const count =
    about?.sectionLessons ?? course.sections.find((s) => s.section === section)?.lessonCount ?? 0;
  const open = course.sections.find((s) => s.access.allowed && s.lessonCount > 0);
  return (
    <PlanOffer
      heading={{
        eyebrow: `${SECTION_LABELS[section]} · Lesson ${number}`,
        title: about?.title ?? title,
        titleId,
        description: about?.description,
      }}
      message={message}
      offer={sectionOffer(section, role)}
      contents={sectionContents(count, about?.sectionSeconds ?? 0)}
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
