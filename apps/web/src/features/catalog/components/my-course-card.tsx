import { CATEGORY_LABELS } from '@thinkbuild/core/categories';
import { sectionOffer } from '@thinkbuild/core/next-step';
import type { TRole } from '@thinkbuild/core/roles';
import type { TMyCourse } from '@thinkbuild/core/schemas/my-courses';
import { SECTION_LABELS } from '@thinkbuild/core/sections';
import { TRACK_STYLE } from '../../../entities/course/track-style.ts';
import { lessonPagePath, lessonPath, PLAY_ON_OPEN } from '../../../entities/lesson/paths.ts';
import { CourseProgress } from '../../../entities/progress/course-progress.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { LockIcon, PlayIcon } from '../../../ui/icons.tsx';

type TSection = TMyCourse['sections'][number];

/** One section's line: lessons done of total with a bar, or the plan that opens it. */
function SectionLine({ section, role }: { section: TSection; role: TRole }) {
  const label = SECTION_LABELS[section.section];
  const offer = section.open ? null : sectionOffer(section.section, role);
  const percent = section.total > 0 ? Math.round((section.done / section.total) * 100) : 0;
  return (
    <li className="min-w-0">
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="truncate font-medium text-slate-800">{label}</span>
        <span className="shrink-0 text-slate-600">
          {offer ? (
            <span className="inline-flex items-center gap-1">
              <LockIcon className="h-3.5 w-3.5" />
              {offer.plan}
            </span>
          ) : (
            `${section.done} of ${section.total}`
          )}
        </span>
      </p>
      <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/**
 * A project the learner started, on /home: lessons done of total with a bar, each section's
 * progress, and Continue to the exact next lesson (playing, as the click allows sound).
 */
export function MyCourseCard({ course, role }: { course: TMyCourse; role: TRole }) {
  const { Icon, tone } = TRACK_STYLE[course.category];
  const { next } = course;
  const headingId = `course-${course.category}-${course.project}`;
  const closed = course.sections.some((s) => !s.open && s.done < s.total);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:flex-row lg:items-center lg:gap-8"
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-3">
            <span
              className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ring-1 ${tone}`}
            >
              <Icon className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-500 text-xs uppercase tracking-wider">
                {CATEGORY_LABELS[course.category]}
              </p>
              <h3 id={headingId} className="font-bold text-lg text-slate-950">
                {course.title}
              </h3>
            </div>
          </div>
          <div className="mt-4">
            <CourseProgress done={course.done} total={course.total} />
          </div>
          <ul
            aria-label={`${course.title} by section`}
            className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2"
          >
            {course.sections.map((section) => (
              <SectionLine key={section.section} section={section} role={role} />
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 border-slate-100 border-t pt-4 lg:w-72 lg:shrink-0 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
          {next ? (
            <>
              <p className="text-sm">
                <span className="block font-semibold text-brand-700">
                  Next: {SECTION_LABELS[next.section]} · Lesson {next.number}
                </span>
                <span className="mt-0.5 block font-semibold text-slate-950">{next.title}</span>
              </p>
              <ButtonLink
                to={lessonPath({ category: course.category, project: course.project, ...next })}
                state={PLAY_ON_OPEN}
                size="lg"
                className="w-full"
              >
                <PlayIcon className="h-4 w-4" />
                Continue<span className="sr-only"> {course.title}</span>
              </ButtonLink>
            </>
          ) : (
            <>
              <p className="font-semibold text-slate-950 text-sm">
                {closed
                  ? 'You finished every lesson your plan opens.'
                  : 'You finished every lesson of this project.'}
              </p>
              <ButtonLink
                to={closed ? '/subscription' : lessonPagePath(course.category, course.project)}
                variant={closed ? 'primary' : 'secondary'}
                size="lg"
                className="w-full"
              >
                {closed ? 'See plans' : 'Open the course'}
              </ButtonLink>
            </>
          )}
        </div>
      </article>
    </li>
  );
}
