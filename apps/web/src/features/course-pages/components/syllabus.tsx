import { formatLength } from '@thinkbuild/core/course-pages';
import type { TCourseOverview } from '@thinkbuild/core/schemas/course-pages';
import { SECTION_LABELS } from '@thinkbuild/core/sections';

/** "Course content": each section's lessons with their length; the preview lesson is marked. */
export function Syllabus({ course }: { course: TCourseOverview }) {
  return (
    <section aria-labelledby="syllabus" className="mt-12">
      <h2 id="syllabus" className="font-bold text-2xl text-slate-950 tracking-tight">
        Course content
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {course.sections.length} {course.sections.length === 1 ? 'section' : 'sections'} ·{' '}
        {course.lessonCount} lessons
        {course.totalSeconds > 0 && ` · ${formatLength(course.totalSeconds)} in total`}
      </p>
      <div className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200">
        {course.sections.map(({ section, lessons }) => {
          const seconds = lessons.reduce((n, l) => n + (l.durationSeconds ?? 0), 0);
          return (
            <details key={section} open className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 bg-slate-50 px-4 py-3 font-semibold text-slate-950">
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block text-slate-500 transition-transform group-open:rotate-90"
                  >
                    ›
                  </span>
                  {SECTION_LABELS[section]}
                </span>
                <span className="font-normal text-slate-600 text-sm">
                  {lessons.length} {lessons.length === 1 ? 'lesson' : 'lessons'}
                  {seconds > 0 && ` · ${formatLength(seconds)}`}
                </span>
              </summary>
              <ol className="divide-y divide-slate-100">
                {lessons.map((l) => (
                  <li
                    key={l.number}
                    className="flex items-start justify-between gap-3 px-4 py-2.5 text-sm"
                  >
                    <span className="flex gap-3 text-slate-800">
                      <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">
                        {l.number}
                      </span>
                      <span>
                        {l.title}
                        {l.preview && (
                          <a
                            href="#preview"
                            className="ml-2 whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700 text-xs hover:underline"
                          >
                            Free preview
                          </a>
                        )}
                      </span>
                    </span>
                    <span className="shrink-0 text-slate-600 tabular-nums">
                      {formatLength(l.durationSeconds)}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          );
        })}
      </div>
    </section>
  );
}
