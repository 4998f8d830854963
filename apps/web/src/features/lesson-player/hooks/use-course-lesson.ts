import type { TLessonRef } from '@thinkbuild/core/learning';
import type { TSection } from '@thinkbuild/core/sections';
import { useEffect } from 'react';
import { useSectionLessons } from '../api/get-section-lessons.ts';

type TWhere = {
  category: string;
  project: string;
  section: TSection | null;
  lessonNumber: number | null;
  /** The id a link carried in its navigation state: opens the lesson before the list is in. */
  hintedId: string | null;
  /** Where the bare course opens: the lesson the learner left off at. */
  resume: TLessonRef | null | undefined;
  goTo: (lesson: TLessonRef, options?: { replace?: boolean }) => void;
};

/**
 * Which lesson the course page shows: the current section's list turns `?lesson=3` into a lesson
 * id (loading on page by page until it comes), and a URL without a lesson is filled in: the bare
 * course opens the resume lesson, a bare section its first lesson.
 */
export function useCourseLesson({
  category,
  project,
  section,
  lessonNumber,
  hintedId,
  resume,
  goTo,
}: TWhere) {
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

  const first = list.data?.lessons[0];
  useEffect(() => {
    if (section === null) {
      if (resume) goTo(resume, { replace: true });
    } else if (lessonNumber === null && first) {
      goTo({ id: first.id, section, number: first.number }, { replace: true });
    }
  }, [section, lessonNumber, resume, first, goTo]);

  return { list, item, lessonId, searching };
}
