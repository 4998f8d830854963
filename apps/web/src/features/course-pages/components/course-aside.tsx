import { formatLength } from '@thinkbuild/core/course-pages';
import { foundingOpen, newAccountLessons } from '@thinkbuild/core/founding';
import type { TCourseOverview } from '@thinkbuild/core/schemas/course-pages';
import { buttonClass } from '../../../ui/button.tsx';

/** Beside the content on wide screens: what the course includes and the way in. */
export function CourseAside({ course }: { course: TCourseOverview }) {
  // What a new account opens now: every lesson while founding places remain (decisions/032).
  const lessons = newAccountLessons(course.plans, course.founding);
  const items = [
    `${course.lessonCount} video lessons${course.totalSeconds > 0 ? ` (${formatLength(course.totalSeconds)})` : ''}`,
    'A five-question quiz after every lesson',
    `${course.level} level`,
    lessons > 0
      ? `${foundingOpen(course.founding) && lessons === course.lessonCount ? `All ${lessons}` : lessons} lessons free with an account`
      : 'A free preview lesson',
  ];
  return (
    <aside
      aria-label="This course includes"
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <h2 className="font-bold text-lg text-slate-950">This course includes</h2>
      <ul className="mt-3 space-y-2 text-slate-700 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
      <a href="/signup" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
        Start Building
      </a>
      {course.preview && (
        <a href="#preview" className={buttonClass('ghost', 'md', 'mt-2 w-full')}>
          Watch the free preview
        </a>
      )}
    </aside>
  );
}
