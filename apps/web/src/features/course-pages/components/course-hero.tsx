import type { TCourseOverview } from '@thinkbuild/core/schemas/course-pages';
import { Breadcrumbs } from '../../../ui/breadcrumbs.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CourseFacts } from './course-card.tsx';
import { CourseCover } from './course-cover.tsx';

/** The course page's opening band: where it sits, what it is, its facts and the two next steps. */
export function CourseHero({ course }: { course: TCourseOverview }) {
  return (
    <div className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1fr_26rem]">
        <div>
          <Breadcrumbs
            crumbs={[{ label: 'Courses', to: '/courses' }, { label: course.categoryTitle }]}
          />
          <h1 className="mt-3 text-balance font-extrabold text-4xl text-slate-950 tracking-tight sm:text-5xl">
            {course.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{course.description}</p>
          <CourseFacts course={course} className="mt-4 text-slate-700" />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {course.preview && (
              <a href="#preview" className={buttonClass('primary', 'lg')}>
                <span aria-hidden="true">▶</span> Watch the free preview
              </a>
            )}
            <a href="/signup" className={buttonClass('secondary', 'lg')}>
              Sign up free
            </a>
          </div>
        </div>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-md">
          <CourseCover course={course} eager sizes="(min-width: 1024px) 416px, 100vw" />
        </div>
      </Container>
    </div>
  );
}
