import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TLessonListItem, TLessonListResponse } from '@thinkbuild/core/schemas/learning';
import type { TSection } from '@thinkbuild/core/sections';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './keys.ts';

/** One page of a section's lessons: those numbered after `after` (the server bounds its size). */
export const getSectionLessons = async (
  category: string,
  project: string,
  section: TSection,
  after = 0,
) => {
  const list = await api<TLessonListResponse>(
    apiPaths.sectionLessons(category, project, section, after),
  );
  // The server sorts already; numeric order (2 before 10) is the contract, so keep it true here.
  return { ...list, lessons: [...list.lessons].sort((a, b) => a.number - b.number) };
};

export const sectionLessonsQueryOptions = (category: string, project: string, section: TSection) =>
  infiniteQueryOptions({
    queryKey: courseKeys.section(category, project, section),
    queryFn: ({ pageParam }) => getSectionLessons(category, project, section, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextAfter ?? undefined,
    // The pages as one list, with the section's access from the first page.
    select: ({ pages }) => ({
      access: pages[0]?.access,
      lessons: pages.flatMap((p) => p.lessons) as TLessonListItem[],
    }),
  });

/**
 * A section's lessons, loaded a page at a time (the menu asks for more as it scrolls); loaded
 * only once `enabled` (the section was first expanded).
 */
export const useSectionLessons = (
  category: string,
  project: string,
  section: TSection,
  enabled = true,
) => useInfiniteQuery({ ...sectionLessonsQueryOptions(category, project, section), enabled });
