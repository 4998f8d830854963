import { CATEGORIES } from '@thinkbuild/core/categories';
import { Container } from '../../../ui/container.tsx';
import { useCourses } from '../api/get-courses.ts';
import { CourseCard } from '../components/course-card.tsx';

/** /courses: every course of every track, grouped by track (docs/decisions/023). */
export default function CoursesPage() {
  const { data, isPending, error } = useCourses();
  const courses = data?.courses ?? [];
  const tracks = CATEGORIES.map((c) => ({
    category: c,
    title: courses.find((x) => x.category === c)?.categoryTitle ?? '',
    courses: courses.filter((x) => x.category === c),
  })).filter((t) => t.courses.length > 0);
  return (
    <Container className="py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="font-extrabold text-4xl text-slate-950 tracking-tight">Courses</h1>
        <p className="mt-3 text-lg text-slate-600">
          Build a real project in every course: short video lessons, a five-question quiz after
          each, and a free preview lesson you can watch before you sign up.
        </p>
      </header>
      {isPending && (
        <p role="status" className="mt-8 text-slate-600">
          Loading courses…
        </p>
      )}
      {error && (
        <p role="alert" className="mt-8 text-red-700">
          The courses could not be loaded. Please try again.
        </p>
      )}
      {tracks.map((track, ti) => (
        <section key={track.category} aria-labelledby={`track-${track.category}`} className="mt-10">
          <h2
            id={`track-${track.category}`}
            className="font-bold text-2xl text-slate-950 tracking-tight"
          >
            {track.title}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {track.courses.map((course, i) => (
              <CourseCard key={course.slug} course={course} eager={ti === 0 && i === 0} />
            ))}
          </ul>
        </section>
      ))}
    </Container>
  );
}
