import type { TSection } from '@thinkbuild/core/sections';

/**
 * Query keys of the course page. A course's lesson lists sit under its key, so invalidating
 * `course(category, project)` refreshes the progress counts and every section's ticks at once.
 */
export const courseKeys = {
  course: (category: string, project: string) => ['courses', category, project] as const,
  sections: (category: string, project: string) =>
    ['courses', category, project, 'sections'] as const,
  section: (category: string, project: string, section: TSection) =>
    ['courses', category, project, 'sections', section] as const,
  /** Under the course: a passed quiz refreshes it with the counts. */
  certificates: (category: string, project: string) =>
    ['courses', category, project, 'certificates'] as const,
  lesson: (id: string) => ['lessons', id] as const,
  // Not under `lesson(id)`: refreshing a lesson must never swap the URL of a playing video.
  video: (id: string) => ['lesson-video', id] as const,
};
