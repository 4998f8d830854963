import { CATEGORY_LABELS, isCategory } from '@thinkbuild/core/categories';
import type { TLessonRef } from '@thinkbuild/core/learning';
import { MESSAGES } from '@thinkbuild/core/messages';
import { SECTION_LABELS, type TSection } from '@thinkbuild/core/sections';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { applyDocumentMeta, DEFAULT_META } from '../../../lib/route-meta.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { LayersIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { useCourse } from '../api/get-course.ts';
import { useSectionLessons } from '../api/get-section-lessons.ts';
import { CertificateBanner } from '../components/certificate-banner.tsx';
import { CourseMenu } from '../components/course-menu.tsx';
import { CourseProgress } from '../components/course-progress.tsx';
import { LESSON_TITLE_ID, LessonView } from '../components/lesson-view.tsx';
import { LessonsDrawer } from '../components/lessons-drawer.tsx';
import { useCourseLocation } from '../hooks/use-course-location.ts';
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
  const [expanded, setExpanded] = useState<ReadonlySet<TSection>>(
    () => new Set(section ? [section] : []),
  );
  // The section of the lesson on screen is always open (it may change by Next or a link).
  const [openedFor, setOpenedFor] = useState(section);
  if (section !== openedFor) {
    setOpenedFor(section);
    if (section && !expanded.has(section)) setExpanded(new Set(expanded).add(section));
  }

  // The current section's list turns `?lesson=3` into a lesson id.
  const list = useSectionLessons(category, project, section ?? 'build', section !== null);
  const item =
    lessonNumber === null ? undefined : list.data?.lessons.find((l) => l.number === lessonNumber);
  // A lesson further down than the pages loaded so far: load on until it (or the end) comes.
  const searching = lessonNumber !== null && !item && list.hasNextPage;
  const lastLoaded = list.data?.lessons.at(-1)?.number ?? 0;
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (searching && lessonNumber !== null && !isFetchingNextPage && lessonNumber > lastLoaded)
      void fetchNextPage();
  }, [searching, isFetchingNextPage, lessonNumber, lastLoaded, fetchNextPage]);
  const lessonId =
    item?.id ?? (lessonNumber === null || (list.data && !searching) ? null : hintedId);

  // Fill in the URL: the bare course opens the resume lesson; a bare section its first lesson.
  const resume = course.data?.resume;
  const first = list.data?.lessons[0];
  useEffect(() => {
    if (section === null) {
      if (resume) goTo(resume, { replace: true });
    } else if (lessonNumber === null && first) {
      goTo({ id: first.id, section, number: first.number }, { replace: true });
    }
  }, [section, lessonNumber, resume, first, goTo]);

  const title = item?.title;
  const projectTitle = course.data?.project.title;
  useEffect(() => {
    if (!projectTitle) return;
    applyDocumentMeta({
      title: title ? `${title} · ${projectTitle}` : projectTitle,
      description: DEFAULT_META.description,
    });
  }, [title, projectTitle]);

  // Previous/Next replace the whole lesson, buttons included: focus moves to the new title so
  // keyboard and screen-reader users are not dropped at the top of the document.
  const focusTitle = useRef(false);
  const openFromNav = useCallback(
    (lesson: TLessonRef) => {
      focusTitle.current = true;
      goTo(lesson);
    },
    [goTo],
  );

  // A new lesson starts at its video, wherever the link or button that opened it was.
  const shownLesson = useRef(lessonId);
  useEffect(() => {
    if (shownLesson.current === lessonId) return;
    shownLesson.current = lessonId;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
    if (focusTitle.current) {
      focusTitle.current = false;
      document.getElementById(LESSON_TITLE_ID)?.focus({ preventScroll: true });
    }
  }, [lessonId]);

  const toggle = (s: TSection) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(s)) next.add(s);
      return next;
    });

  if (course.isPending) return <CourseSkeleton />;
  if (course.isError) {
    const missing =
      course.error instanceof ApiError &&
      (course.error.status === 404 || course.error.status === 400);
    return (
      <Container className="py-14">
        {missing ? (
          <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
            <h1 className="font-bold text-2xl text-slate-950">This course does not exist</h1>
            <p className="mt-2 text-slate-600">
              It may have moved. Pick a course from your tracks.
            </p>
            <ButtonLink to="/home" className="mt-6">
              Back to your courses
            </ButtonLink>
          </div>
        ) : (
          <LoadError what="This course" retry={() => course.refetch()} />
        )}
      </Container>
    );
  }

  const data = course.data;
  const menu = (
    <CourseMenu
      course={data}
      current={{ section, number: lessonNumber }}
      expanded={expanded}
      onToggle={toggle}
      onSelect={isDesktop ? undefined : () => setDrawerOpen(false)}
    />
  );

  let main: ReactNode;
  if (section === null) {
    main = resume ? (
      <MainSkeleton />
    ) : (
      <Empty title={data.project.title}>{MESSAGES.noLessons}</Empty>
    );
  } else if (lessonId && lessonNumber !== null) {
    main = (
      <LessonView
        key={lessonId}
        lessonId={lessonId}
        section={section}
        number={lessonNumber}
        listTitle={item?.title}
        waitsFor={item?.lockedBy ?? null}
        course={data}
        onOpen={openFromNav}
      />
    );
  } else if (list.isError) {
    main = (
      <LoadError what={`The ${SECTION_LABELS[section]} lessons`} retry={() => list.refetch()} />
    );
  } else if (list.data && list.data.lessons.length === 0) {
    main = <Empty title={SECTION_LABELS[section]}>{MESSAGES.noLessons}</Empty>;
  } else if (list.data && lessonNumber !== null && !searching) {
    main = (
      <Empty title={SECTION_LABELS[section]}>
        There is no lesson {lessonNumber} here.{' '}
        <Link to={{ search: `?section=${section}` }} className="font-semibold text-brand-700">
          Open its first lesson
        </Link>
      </Empty>
    );
  } else {
    main = <MainSkeleton />;
  }

  return (
    <div className="bg-slate-50">
      <Container className="py-6 sm:py-8">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap items-center gap-1.5 text-slate-500">
            <li>
              <Link to="/home" className="font-semibold text-brand-700 hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              {isCategory(category) ? (
                <Link
                  to={`/${category}-category`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {CATEGORY_LABELS[category]}
                </Link>
              ) : (
                category
              )}
            </li>
            <li aria-hidden="true">/</li>
            <li className="font-semibold text-slate-700">{data.project.title}</li>
          </ol>
        </nav>
        <CertificateBanner category={category} project={project} />

        <div className="mt-5 items-start gap-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)]">
          {isDesktop ? (
            <aside
              data-menu-scroll
              className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white/70 p-4 shadow-sm"
            >
              {menu}
            </aside>
          ) : (
            <>
              <div className="mb-5 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
                <button
                  type="button"
                  onClick={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                  className="inline-flex shrink-0 items-center gap-2 rounded-full bg-slate-900 px-4 py-2 font-semibold text-sm text-white hover:bg-slate-800"
                >
                  <LayersIcon className="h-4 w-4" />
                  Lessons
                </button>
                <div className="min-w-0 flex-1">
                  <CourseProgress done={data.doneCount} total={data.lessonCount} compact />
                </div>
              </div>
              <LessonsDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                {menu}
              </LessonsDrawer>
            </>
          )}
          <div className="min-w-0">{main}</div>
        </div>
      </Container>
    </div>
  );
}

function Empty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-300 border-dashed bg-white p-10 text-center">
      <h1 className="font-bold text-slate-950 text-xl">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
    </div>
  );
}

function MainSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <div className="aspect-video animate-pulse rounded-2xl bg-gradient-to-br from-slate-200 to-slate-100" />
      <div className="h-40 animate-pulse rounded-2xl bg-white" />
      <span className="sr-only" role="status">
        Loading lesson…
      </span>
    </div>
  );
}

function CourseSkeleton() {
  return (
    <div className="bg-slate-50">
      <Container className="py-6 sm:py-8">
        <div className="h-5 w-48 animate-pulse rounded bg-slate-200" />
        <div className="mt-5 items-start gap-8 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)]">
          <div className="hidden h-96 animate-pulse rounded-2xl bg-white lg:block" />
          <MainSkeleton />
        </div>
      </Container>
    </div>
  );
}
