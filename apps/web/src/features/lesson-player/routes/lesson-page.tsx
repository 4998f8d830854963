import { CATEGORY_LABELS, isCategory } from '@thinkbuild/core/categories';
import { categoryPagePath } from '@thinkbuild/core/routes';
import { type ReactNode, useState } from 'react';
import { Breadcrumbs, type TCrumb } from '../../../ui/breadcrumbs.tsx';
import { Container } from '../../../ui/container.tsx';
import { useCourse } from '../api/get-course.ts';
import { CertificateBanner } from '../components/certificate-banner.tsx';
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
import { useTheatre } from '../hooks/use-theatre.ts';

/** Tailwind's `lg`: from here the menu is a sidebar, below it a drawer. */
const DESKTOP = '(min-width: 1024px)';

/** The project's track, linking to its category page when the URL names a known one. */
const trackCrumb = (category: string): TCrumb =>
  isCategory(category)
    ? { label: CATEGORY_LABELS[category], to: categoryPagePath(category) }
    : { label: category };

/**
 * /coursepage/:category/:project?section=&lesson= — the course player (SPEC.md §2, §4).
 * Every lesson is a link; the bare path opens where the learner left off.
 */
export default function CoursePage() {
  const { category, project, section, lessonNumber, hintedId, goTo } = useCourseLocation();
  const course = useCourse(category, project);
  const isDesktop = useMediaQuery(DESKTOP);
  const [theatreChoice, setTheatre] = useTheatre();
  // Theatre is a wide-screen layout: on a phone the video already spans the page.
  const theatre = isDesktop && theatreChoice;
  // The menu is a sidebar on a wide screen unless theatre gives its room to the video.
  const sidebar = isDesktop && !theatre;
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
  const Frame = theatre ? TheatreContainer : Container;
  return (
    <div className="bg-slate-50">
      <Frame className="py-6 sm:py-8">
        <Breadcrumbs
          crumbs={[
            { label: 'Home', to: '/home' },
            trackCrumb(category),
            { label: data.project.title },
          ]}
        />

        <div
          className={`mt-5 items-start gap-8 ${sidebar ? 'grid grid-cols-[19rem_minmax(0,1fr)]' : ''}`}
        >
          <CourseMenuFrame
            isDesktop={sidebar}
            course={data}
            drawerOpen={drawerOpen}
            onDrawer={setDrawerOpen}
          >
            <CourseMenu
              course={data}
              current={{ section, number: lessonNumber }}
              expanded={expanded}
              onToggle={toggle}
              onSelect={sidebar ? undefined : () => setDrawerOpen(false)}
            />
          </CourseMenuFrame>
          <div className="min-w-0">
            <CourseMain
              course={data}
              section={section}
              lessonNumber={lessonNumber}
              found={found}
              onOpen={openFromNav}
              theatre={theatre}
              onToggleTheatre={isDesktop ? () => setTheatre(!theatre) : undefined}
            />
            {/* Under the lesson, not above every video: a certificate is news once, not a banner. */}
            <CertificateBanner category={category} project={project} />
          </div>
        </div>
      </Frame>
    </div>
  );
}

/** Theatre layout: wider than the page's usual column, so the video can take most of the screen. */
function TheatreContainer({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div data-theatre className={`mx-auto w-full max-w-[120rem] px-4 sm:px-6 lg:px-8 ${className}`}>
      {children}
    </div>
  );
}
