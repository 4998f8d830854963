import { useState } from 'react';
import { Container } from '../../../ui/container.tsx';
import { useCourse } from '../api/get-course.ts';
import { CertificateBanner } from '../components/certificate-banner.tsx';
import { CourseBreadcrumb } from '../components/course-breadcrumb.tsx';
import { CourseLoadFailed } from '../components/course-load-failed.tsx';
import { CourseMain } from '../components/course-main.tsx';
import { CourseMenu } from '../components/course-menu.tsx';
import { CourseMenuFrame } from '../components/course-menu-frame.tsx';
import { CourseSkeleton } from '../components/course-placeholders.tsx';
import { useCourseLesson } from '../hooks/use-course-lesson.ts';
import { useCourseLocation } from '../hooks/use-course-location.ts';
import { useExpandedSections } from '../hooks/use-expanded-sections.ts';
import { useLessonFocus } from '../hooks/use-lesson-focus.ts';
import { useLessonTitle } from '../hooks/use-lesson-title.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';

/** Tailwind's `lg`: from here the menu is a sidebar, below it a drawer. */
const DESKTOP = '(min-width: 1024px)';

/**
 * /coursepage/:category/:project?section=&lesson= — the course player (SPEC.md §2, §4).
 * Every lesson is a link; the bare path opens where the learner left off.
 */
export default function CoursePage() {
  const { category, project, section, lessonNumber, hintedId, goTo } = useCourseLocation();
  const course = useCourse(category, project);
  const isDesktop = useMediaQuery(DESKTOP);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { expanded, toggle } = useExpandedSections(section);
  const found = useCourseLesson({
    category,
    project,
    section,
    lessonNumber,
    hintedId,
    resume: course.data?.resume,
    goTo,
  });
  useLessonTitle(found.item?.title, course.data?.project.title);
  const openFromNav = useLessonFocus(found.lessonId, goTo);

  if (course.isPending) return <CourseSkeleton />;
  if (course.isError)
    return <CourseLoadFailed error={course.error} retry={() => course.refetch()} />;

  const data = course.data;
  return (
    <div className="bg-slate-50">
      <Container className="py-6 sm:py-8">
        <CourseBreadcrumb category={category} title={data.project.title} />
        <CertificateBanner category={category} project={project} />

        <div className="mt-5 items-start gap-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)]">
          <CourseMenuFrame
            isDesktop={isDesktop}
            course={data}
            drawerOpen={drawerOpen}
            onDrawer={setDrawerOpen}
          >
            <CourseMenu
              course={data}
              current={{ section, number: lessonNumber }}
              expanded={expanded}
              onToggle={toggle}
              onSelect={isDesktop ? undefined : () => setDrawerOpen(false)}
            />
          </CourseMenuFrame>
          <div className="min-w-0">
            <CourseMain
              course={data}
              section={section}
              lessonNumber={lessonNumber}
              found={found}
              onOpen={openFromNav}
            />
          </div>
        </div>
      </Container>
    </div>
  );
}
