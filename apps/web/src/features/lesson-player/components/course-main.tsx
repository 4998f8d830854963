import type { TLessonRef } from '@thinkbuild/core/learning';
import { MESSAGES } from '@thinkbuild/core/messages';
import type { TCourseResponse } from '@thinkbuild/core/schemas/learning';
import { SECTION_LABELS, type TSection } from '@thinkbuild/core/sections';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/load-error.tsx';
import type { useCourseLesson } from '../hooks/use-course-lesson.ts';
import { CourseEmpty, MainSkeleton } from './course-placeholders.tsx';
import { LessonView } from './lesson-view.tsx';

type TProps = {
  course: TCourseResponse;
  section: TSection | null;
  lessonNumber: number | null;
  /** Which lesson the URL names, as worked out by useCourseLesson. */
  found: ReturnType<typeof useCourseLesson>;
  onOpen: (lesson: TLessonRef) => void;
  /** Theatre layout and its switch (wide screens only), passed to the lesson's player. */
  theatre?: boolean | undefined;
  onToggleTheatre?: (() => void) | undefined;
};

/**
 * The course page's main area: the lesson, or why there is none (no lessons, no such lesson, the
 * list failed), or a skeleton while the URL is filled in or the list loads.
 */
export function CourseMain({
  course,
  section,
  lessonNumber,
  found,
  onOpen,
  theatre,
  onToggleTheatre,
}: TProps) {
  const { list, lessonId, searching, item } = found;
  if (section === null)
    return course.resume ? (
      <MainSkeleton />
    ) : (
      <CourseEmpty title={course.project.title}>{MESSAGES.noLessons}</CourseEmpty>
    );
  if (lessonId && lessonNumber !== null)
    return (
      <LessonView
        key={lessonId}
        lessonId={lessonId}
        section={section}
        number={lessonNumber}
        listTitle={item?.title}
        waitsFor={item?.lockedBy ?? null}
        course={course}
        onOpen={onOpen}
        theatre={theatre}
        onToggleTheatre={onToggleTheatre}
      />
    );
  if (list.isError)
    return (
      <LoadError what={`The ${SECTION_LABELS[section]} lessons`} retry={() => list.refetch()} />
    );
  if (list.data && list.data.lessons.length === 0)
    return <CourseEmpty title={SECTION_LABELS[section]}>{MESSAGES.noLessons}</CourseEmpty>;
  if (list.data && lessonNumber !== null && !searching)
    return (
      <CourseEmpty title={SECTION_LABELS[section]}>
        There is no lesson {lessonNumber} here.{' '}
        <Link to={{ search: `?section=${section}` }} className="font-semibold text-brand-700">
          Open its first lesson
        </Link>
      </CourseEmpty>
    );
  return <MainSkeleton />;
}
