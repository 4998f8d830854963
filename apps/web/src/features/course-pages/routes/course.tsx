import { CATEGORIES, type TCategory } from '@thinkbuild/core/categories';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta } from '../../../lib/route-meta.ts';
import { Container } from '../../../ui/container.tsx';
import { useCourse } from '../api/get-course.ts';
import { CourseAside } from '../components/course-aside.tsx';
import { CourseHero } from '../components/course-hero.tsx';
import { PlanTable } from '../components/plan-table.tsx';
import { PreviewLesson } from '../components/preview-lesson.tsx';
import { Syllabus } from '../components/syllabus.tsx';

function Checklist({
  id,
  title,
  items,
  mark,
}: {
  id: string;
  title: string;
  items: string[];
  mark: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="font-bold text-2xl text-slate-950 tracking-tight">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-800">
            <span aria-hidden="true" className="font-bold text-emerald-700">
              {mark}
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /courses/:category/:project: what the course teaches, its syllabus, what each plan opens and
 * its free preview lesson (docs/decisions/023). Rendered on the server; in the app (client-side
 * navigation) the same components read the same API, and the preview island is loaded here.
 */
export default function CoursePage() {
  const params = useParams();
  const category = (CATEGORIES as readonly string[]).includes(params.category ?? '')
    ? (params.category as TCategory)
    : 'web';
  const { data: course, error, isPending } = useCourse(category, params.project ?? '');

  useEffect(() => {
    if (!course) return;
    applyDocumentMeta({ title: course.title, description: course.description });
    void import('../preview-island.ts').then((m) => m.startPreview());
  }, [course]);

  if (!course) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <Container className="py-16">
        {isPending ? (
          <p role="status" className="text-slate-600">
            Loading the course…
          </p>
        ) : (
          <div role="alert">
            <h1 className="font-bold text-2xl text-slate-950">
              {missing ? 'Course not found' : 'The course could not be loaded'}
            </h1>
            <a href="/courses" className="mt-4 inline-block font-semibold text-brand-700">
              See every course
            </a>
          </div>
        )}
      </Container>
    );
  }
  return (
    <>
      <CourseHero course={course} />
      <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <Checklist id="outcomes" title="What you’ll learn" items={course.outcomes} mark="✓" />
          <Syllabus course={course} />
          <Checklist
            id="prerequisites"
            title="Before you start"
            items={course.prerequisites}
            mark="•"
          />
          {course.preview && <PreviewLesson preview={course.preview} />}
          <PlanTable course={course} />
        </div>
        <CourseAside course={course} />
      </Container>
    </>
  );
}
