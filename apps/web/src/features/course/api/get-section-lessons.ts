import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLessonListResponse } from '@thinkbuild/core/schemas/learning';
import type { TSection } from '@thinkbuild/core/sections';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './keys.ts';

export const getSectionLessons = async (category: string, project: string, section: TSection) => {
  const list = await api<TLessonListResponse>(
    `/courses/${encodeURIComponent(category)}/${encodeURIComponent(project)}/sections/${section}`,
  );
  // The server sorts already; numeric order (2 before 10) is the contract, so keep it true here.
  return { ...list, lessons: [...list.lessons].sort((a, b) => a.number - b.number) };
};

export const sectionLessonsQueryOptions = (category: string, project: string, section: TSection) =>
  queryOptions({
    queryKey: courseKeys.section(category, project, section),
    queryFn: () => getSectionLessons(category, project, section),
  });

/** A section's lesson list; loaded only once `enabled` (the section was first expanded). */
export const useSectionLessons = (
  category: string,
  project: string,
  section: TSection,
  enabled = true,
) => useQuery({ ...sectionLessonsQueryOptions(category, project, section), enabled });
