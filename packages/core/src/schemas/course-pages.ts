import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { COURSE_LEVELS } from '../course-pages.ts';
import { ACCESS_LEVELS } from '../plan-matrix.ts';
import { SECTIONS } from '../sections.ts';
import { safeString } from '../text.ts';
import { ZCatalogStatus } from './catalog.ts';
import { ZFoundingPlaces } from './founding.ts';

/* The public course pages' data (docs/decisions/023): what a visitor may read, never more. */

const ZSection = z.enum(SECTIONS);
const ZLevel = z.enum(COURSE_LEVELS);

export const ZCourseCard = z.object({
  category: z.enum(CATEGORIES),
  categoryTitle: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  level: ZLevel,
  lessonCount: z.number().int(),
  totalSeconds: z.number(),
  /** The cover frame exists (made by the transcode job); otherwise the page draws a placeholder. */
  hasCover: z.boolean(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZCoursesResponse = z.object({ courses: z.array(ZCourseCard) });
export type TCoursesResponse = z.infer<typeof ZCoursesResponse>;

export const ZCourseOverview = ZCourseCard.extend({
  outcomes: z.array(z.string()),
  prerequisites: z.array(z.string()),
  sections: z.array(
    z.object({
      section: ZSection,
      lessons: z.array(
        z.object({
          number: z.number().int(),
          title: z.string(),
          durationSeconds: z.number().nullable(),
          preview: z.boolean(),
        }),
      ),
    }),
  ),
  plans: z.array(
    z.object({
      level: z.enum(ACCESS_LEVELS),
      name: z.string(),
      monthlyPrice: z.number().nullable(),
      sections: z.array(ZSection),
      lessonCount: z.number().int(),
    }),
  ),
  /** The founding-member places now: while one is left, a new account gets every lesson. */
  founding: ZFoundingPlaces,
  /** The free preview lesson: its video comes from GET /api/lessons/:id/video, for anyone. */
  preview: z
    .object({
      id: z.string(),
      section: ZSection,
      title: z.string(),
      description: z.string(),
      durationSeconds: z.number().nullable(),
      transcript: z.array(z.object({ start: z.number(), text: z.string() })),
      questions: z.array(
        z.object({
          position: z.number().int(),
          question: z.string(),
          options: z.array(z.string()),
        }),
      ),
    })
    .nullable(),
});
export type TCourseOverview = z.infer<typeof ZCourseOverview>;

const ANSWER = 'Choose one option for each question';
export const ZPreviewQuizRequest = z.object({
  answers: z
    .array(z.number({ error: ANSWER }).int(ANSWER).min(0, ANSWER).max(4, ANSWER))
    .length(5, ANSWER),
  /** The server's signed record of the earlier tries (the last answer's `attempt`), if any. */
  attempt: z.string().max(200).optional(),
});
export type TPreviewQuizRequest = z.infer<typeof ZPreviewQuizRequest>;

export const ZPreviewQuizResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  /** The right options are given: passed, or the second failed try (core's revealsAnswers). */
  revealed: z.boolean(),
  /** Signed by the server: sent with the next try, it says how many tries failed before. */
  attempt: z.string(),
  results: z.array(
    z.object({
      position: z.number().int(),
      chosen: z.number().int(),
      correct: z.boolean(),
      /** Null until revealed. */
      rightOption: z.number().int().nullable(),
      explanation: z.string(),
    }),
  ),
});
export type TPreviewQuizResult = z.infer<typeof ZPreviewQuizResult>;

// ---------------------------------------------------------------------------------------------
// The admin's edit of a course's facts: level, "What you will learn", "Before you start".

export const COURSE_FACT_LINES_MAX = 10;
export const COURSE_FACT_LINE_LENGTH = 200;

const factLines = (what: string, plural: string, min: number) =>
  z
    .array(
      safeString()
        .trim()
        .min(1, `${what} needs some text (or remove it)`)
        .max(COURSE_FACT_LINE_LENGTH, `${what} is at most ${COURSE_FACT_LINE_LENGTH} characters`),
    )
    .min(min, `Add at least ${min === 1 ? 'one' : min} ${what.toLowerCase().replace(/^an? /, '')}`)
    .max(COURSE_FACT_LINES_MAX, `At most ${COURSE_FACT_LINES_MAX} ${plural}`)
    // A line said twice reads as a mistake on the public page: the second one carries the error.
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const key = line.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i], message: `${what} is listed twice` });
        seen.add(key);
      });
    });

export const ZCourseFactsInput = z.object({
  level: z.enum(COURSE_LEVELS, { error: () => ({ message: 'Choose a level' }) }),
  outcomes: factLines('An outcome', 'outcomes', 1),
  prerequisites: factLines('A prerequisite', 'prerequisites', 0),
});
export type TCourseFactsInput = z.infer<typeof ZCourseFactsInput>;

/** What the admin form loads: the facts as stored (a new project has none yet) and its course. */
export const ZCourseFacts = z.object({
  level: ZLevel,
  outcomes: z.array(z.string()),
  prerequisites: z.array(z.string()),
  category: z.enum(CATEGORIES),
  slug: z.string(),
  title: z.string(),
  status: ZCatalogStatus,
});
export type TCourseFacts = z.infer<typeof ZCourseFacts>;
