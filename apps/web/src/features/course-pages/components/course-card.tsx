import { formatLength } from '@thinkbuild/core/course-pages';
import type { TCourseCard } from '@thinkbuild/core/schemas/course-pages';
import { CourseCover } from './course-cover.tsx';

export const coursePath = (c: Pick<TCourseCard, 'category' | 'slug'>) =>
  `/courses/${c.category}/${c.slug}`;

/** The facts a learner compares courses by: level, lessons, length. */
export function CourseFacts({
  course,
  className = '',
}: {
  course: TCourseCard;
  className?: string;
}) {
  const length = formatLength(course.totalSeconds);
  return (
    <ul className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}>
      <li className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
        {course.level}
      </li>
      <li>
        {course.lessonCount} {course.lessonCount === 1 ? 'lesson' : 'lessons'}
        {length && ` · ${length} of video`}
      </li>
    </ul>
  );
}

/** One course on /courses: picture, title, what it builds and the facts, as one link. */
export function CourseCard({ course, eager }: { course: TCourseCard; eager?: boolean }) {
  return (
    <li>
      {/* A plain link: the course page is its own server-rendered page (docs/decisions/023). */}
      <a
        href={coursePath(course)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
      >
        <CourseCover
          course={course}
          eager={eager}
          sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
        />
        <div className="flex flex-1 flex-col p-5">
          <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">
            {course.categoryTitle}
          </p>
          <h3 className="mt-1 font-bold text-lg text-slate-950 group-hover:text-brand-700">
            {course.title}
          </h3>
          <p className="mt-2 flex-1 text-slate-600 text-sm leading-6">{course.description}</p>
          <CourseFacts course={course} className="mt-4 text-slate-600" />
        </div>
      </a>
    </li>
  );
}
