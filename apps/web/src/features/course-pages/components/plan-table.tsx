import { formatMoney } from '@thinkbuild/core/format';
import { foundingOpen, newAccountLessons } from '@thinkbuild/core/founding';
import { levelAddsText } from '@thinkbuild/core/plan-matrix';
import { CURRENCY, toSubunits } from '@thinkbuild/core/plans';
import type { TCourseOverview } from '@thinkbuild/core/schemas/course-pages';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { FoundingBanner } from '../../../entities/plan/founding-banner.tsx';

type TPlan = TCourseOverview['plans'][number];

/**
 * The lessons line of a plan: what it opens of this course. While founding places remain a new
 * free account opens every lesson (docs/decisions/032), so "11 of 19" is said only after.
 */
function lessonsLine(plan: TPlan, course: TCourseOverview, founding: boolean) {
  if (plan.level === 'free' && founding) {
    return `All ${newAccountLessons(course.plans, course.founding)} lessons for a new account now`;
  }
  return `${plan.lessonCount} of ${course.lessonCount} lessons`;
}

/**
 * What each plan opens of this course and what it adds (core's plan matrix), names and prices,
 * never codes. The page is the same for everyone (rendered on the server): while founding places
 * remain it shows no price, as every new account gets everything free.
 */
export function PlanTable({ course }: { course: TCourseOverview }) {
  const founding = foundingOpen(course.founding);
  return (
    <section aria-labelledby="plans" className="mt-12">
      <h2 id="plans" className="font-bold text-2xl text-slate-950 tracking-tight">
        What each plan opens
      </h2>
      {founding && <FoundingBanner places={course.founding} className="mt-4" />}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {course.plans.map((plan) => (
          <li
            key={plan.level}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-bold text-lg text-slate-950">{plan.name}</span>
              {!founding && (
                <span className="font-semibold text-slate-700">
                  {plan.monthlyPrice === null
                    ? 'Free'
                    : `${formatMoney(toSubunits(plan.monthlyPrice), CURRENCY)} / month`}
                </span>
              )}
            </p>
            <p className="mt-1 font-semibold text-brand-700 text-sm">
              {plan.level === 'free' ? 'Opens' : 'Adds'} {levelAddsText(plan.level)}
            </p>
            <p className="mt-1 text-slate-600 text-sm">{lessonsLine(plan, course, founding)}</p>
            <ul className="mt-3 space-y-1 text-sm">
              {course.sections.map(({ section }) => {
                const open = plan.sections.includes(section);
                return (
                  <li key={section} className={open ? 'text-slate-800' : 'text-slate-500'}>
                    <span aria-hidden="true" className={open ? 'text-emerald-700' : ''}>
                      {open ? '✓' : '—'}
                    </span>{' '}
                    {SECTION_LABELS[section]}
                    <span className="sr-only">{open ? ' (included)' : ' (not included)'}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-600 text-sm">
        {founding
          ? 'Once the founding places are gone, the plans are paid monthly or annually; the '
          : 'Prices are monthly; annual plans and a once-off offer are on the '}
        <a href="/pricing" className="font-semibold text-brand-700 hover:underline">
          pricing page
        </a>
        {founding ? ' tells the whole story.' : '.'}
      </p>
    </section>
  );
}
