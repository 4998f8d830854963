import { CATEGORIES } from '@thinkbuild/core/categories';
import { Container } from '../../../ui/container.tsx';
import { useCourses } from '../api/get-courses.ts';
import { CourseCard } from '../components/course-card.tsx';

/** /courses: every course of every track, in track order (docs/decisions/023). */
export default function CoursesPage() {
  const { data, isPending, error } = useCourses();
  const courses = data?.courses ?? [];
  const tracks = CATEGORIES.map((c) => ({
    category: c,
    title: courses.find((x) => x.category === c)?.categoryTitle ?? '',
    courses: courses.filter((x) => x.category === c),
  })).filter((t) => t.courses.length > 0);
  return (
    <>
      <div className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <h1 className="font-extrabold text-4xl text-slate-950 tracking-tight sm:text-5xl">
            Courses
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">
            Build a real project in every course: short video lessons, a five-question quiz after
            each, and a free preview lesson you can watch before you sign up.
          </p>
          {tracks.length > 0 && (
            <ul className="mt-5 flex flex-wrap gap-2 text-sm">
              {tracks.map((t) => (
                <li
                  key={t.category}
                  className="rounded-full border border-slate-200 bg-white px-3 py-1 text-slate-700"
                >
                  <span className="font-semibold text-slate-950">{t.title}</span> ·{' '}
                  {t.courses.length} {t.courses.length === 1 ? 'course' : 'courses'}
                </li>
              ))}
            </ul>
          )}
        </Container>
      </div>
      <Container className="py-10 sm:py-12">
        {isPending && (
          <p role="status" className="text-slate-600">
            Loading courses…
          </p>
        )}
        {error && (
          <p role="alert" className="text-red-700">
            The courses could not be loaded. Please try again.
          </p>
        )}
        {courses.length > 0 && (
          <section aria-labelledby="all-courses">
            <h2 id="all-courses" className="sr-only">
              All courses
            </h2>
            {/* One grid, tracks in order: each card names its track. */}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.map((course, i) => (
                <CourseCard
                  key={`${course.category}/${course.slug}`}
                  course={course}
                  eager={i === 0}
                />
              ))}
            </ul>
          </section>
        )}
      </Container>
    </>
  );
}
