import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { ZCategorySummary } from './catalog.ts';
import { ZLessonStop, ZSection } from './learning.ts';

/** A section of a started project: lessons done of total, and whether the plan opens it. */
export const ZSectionProgress = z.object({
  section: ZSection,
  done: z.number().int(),
  total: z.number().int(),
  open: z.boolean(),
});

/** A project the learner started (core's courseProgress), last worked in first. */
export const ZMyCourse = z.object({
  category: z.enum(CATEGORIES),
  project: z.string(),
  title: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  sections: z.array(ZSectionProgress),
  /** What Continue opens; null when every lesson the plan opens is complete. */
  next: ZLessonStop.nullable(),
});
export type TMyCourse = z.infer<typeof ZMyCourse>;

/** A track with where it starts for this learner (core's trackStart); null: nothing to open yet. */
export const ZTrackStart = ZCategorySummary.extend({
  start: z
    .object({
      project: z.string(),
      title: z.string(),
      description: z.string(),
      /** Its published lessons. */
      lessonCount: z.number().int(),
      lesson: ZLessonStop,
    })
    .nullable(),
});
export type TTrackStart = z.infer<typeof ZTrackStart>;

/** GET /api/my-courses: /home's one answer. */
export const ZMyCoursesResponse = z.object({
  courses: z.array(ZMyCourse),
  tracks: z.array(ZTrackStart),
  /** Questions waiting in review today, and whether reviewing them comes first (continueWith). */
  review: z.object({ waiting: z.number().int(), first: z.boolean() }),
});
export type TMyCoursesResponse = z.infer<typeof ZMyCoursesResponse>;
