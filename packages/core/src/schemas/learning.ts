import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_LESSON } from '../learning.ts';
import { LESSON_STATES } from '../mastery.ts';
import { SECTIONS } from '../sections.ts';
import { ZSnippet } from './lesson-text.ts';

export const ZSection = z.enum(SECTIONS, {
  error: () => ({ message: `Section must be one of: ${SECTIONS.join(', ')}` }),
});

const ZSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a valid project');

export const ZCourseParams = z.object({
  category: z.enum(CATEGORIES, {
    error: () => ({ message: `Category must be one of: ${CATEGORIES.join(', ')}` }),
  }),
  project: ZSlug,
});
export const ZSectionParams = ZCourseParams.extend({ section: ZSection });
export const ZLessonParams = z.object({ id: z.uuid('Not a valid lesson id') });

export const ZAccess = z.object({ allowed: z.boolean(), message: z.string().optional() });
export type TAccess = z.infer<typeof ZAccess>;

export const ZLessonRef = z.object({ id: z.string(), section: ZSection, number: z.number().int() });
/** A lesson as a next step names it (core's TLessonStop). */
export const ZLessonStop = ZLessonRef.extend({ title: z.string() });

/** What the lesson page offers after a quiz (core's nextStepAfterQuiz). */
export const ZNextStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retry') }),
  z.object({ kind: z.literal('exercise') }),
  z.object({ kind: z.literal('lesson'), lesson: ZLessonStop }),
  z.object({ kind: z.literal('finish'), lesson: ZLessonStop }),
  z.object({ kind: z.literal('section'), section: ZSection, next: ZLessonStop.nullable() }),
]);

export const ZCourseResponse = z.object({
  category: z.enum(CATEGORIES),
  project: z.object({ slug: z.string(), title: z.string(), description: z.string() }),
  sections: z.array(
    z.object({ section: ZSection, lessonCount: z.number().int(), access: ZAccess }),
  ),
  /** The learner's next unfinished lesson (or the first lesson), for the bare course URL. */
  resume: ZLessonRef.nullable(),
  doneCount: z.number().int(),
  lessonCount: z.number().int(),
});
export type TCourseResponse = z.infer<typeof ZCourseResponse>;

export const ZLessonLock = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
});

export const ZLessonListItem = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  difficulty: z.string(),
  durationSeconds: z.number().nullable(),
  completed: z.boolean(),
  /** Not started, watched, quiz failed or complete (the course menu shows it). */
  state: z.enum(LESSON_STATES),
  /** In a "Learn in order" project: the lesson to finish before this one opens. */
  lockedBy: ZLessonLock.nullable(),
});
export type TLessonListItem = z.infer<typeof ZLessonListItem>;

/** Lessons per page of a section list: ~150 bytes each, so a page stays far below 50 KB. */
export const LESSON_PAGE_SIZE = 100;
export const MAX_LESSON_PAGE_SIZE = 200;

/** A window of a section's lessons: those numbered after `after`, at most `limit` of them. */
export const ZLessonListQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LESSON_PAGE_SIZE).default(LESSON_PAGE_SIZE),
});
export type TLessonListQuery = z.infer<typeof ZLessonListQuery>;

export const ZLessonListResponse = z.object({
  section: ZSection,
  /** Locked sections still list their titles, so learners see what they would get. */
  access: ZAccess,
  lessons: z.array(ZLessonListItem),
  /** `after` for the next page, or null when this page ends the section. */
  nextAfter: z.number().int().nullable(),
});
export type TLessonListResponse = z.infer<typeof ZLessonListResponse>;

/** An option as shown in one attempt: its id is only good for that attempt. */
export const ZQuizOption = z.object({ id: z.string(), text: z.string() });

export const ZQuizQuestion = z.object({
  position: z.number().int(),
  question: z.string(),
  /** Shuffled by the server for each attempt. */
  options: z.array(ZQuizOption).length(OPTIONS_PER_QUESTION),
});

/** One try at a lesson's quiz; answers name this attempt and its option ids. */
export const ZQuizAttempt = z.object({ id: z.string(), questions: z.array(ZQuizQuestion) });
export type TQuizAttempt = z.infer<typeof ZQuizAttempt>;

export const ZLessonProgress = z.object({
  positionSeconds: z.number(),
  completed: z.boolean(),
  bestScore: z.number().int().nullable(),
});

/** A lesson as the player shows it. The correct answers are not in it. */
export const ZLessonResponse = z.object({
  id: z.string(),
  category: z.enum(CATEGORIES),
  project: z.string(),
  section: ZSection,
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficulty: z.string(),
  durationSeconds: z.number().nullable(),
  /**
   * In a "Learn in order" project, the lesson to finish first: the lesson's frame (title, text,
   * Previous/Next) is given, its video, quiz and progress are refused.
   */
  lockedBy: ZLessonLock.nullable(),
  /** The learner's open attempt at the quiz (null while the lesson has no complete quiz or is locked). */
  quiz: ZQuizAttempt.nullable(),
  progress: ZLessonProgress,
  prev: ZLessonStop.nullable(),
  next: ZLessonStop.nullable(),
  /**
   * In a "Learn in order" project, the lesson `next` waits for (this one, or the one this lesson
   * waits for); null when it is open, in another section, or the project is not learnt in order.
   */
  nextLockedBy: ZLessonLock.nullable(),
  /** Captions exist: the player adds its track and the transcript. */
  hasCaptions: z.boolean(),
  /** Code tied to the video, in the admin's order. */
  snippets: z.array(ZSnippet),
  /**
   * The lesson has a code exercise (GET /api/lessons/:id/exercise): the page loads the editor
   * only then. False while the lesson is locked.
   */
  hasExercise: z.boolean(),
});
export type TLessonResponse = z.infer<typeof ZLessonResponse>;

/** One low-data version: `240p`…`720p` or `audio`, and what the whole lesson costs in it. */
export const ZRendition = z.object({
  name: z.string(),
  /** Null for the sound-only version. */
  height: z.number().int().nullable(),
  bytes: z.number().int(),
  /** Its own playlist: the player plays it directly when the learner picks this quality. */
  playlist: z.string(),
});
export type TRendition = z.infer<typeof ZRendition>;

/** The lesson's HLS versions (decisions/011), all behind one signature for this lesson. */
export const ZHlsSources = z.object({
  /** The master playlist: every video version, for Auto. */
  master: z.string(),
  poster: z.string().nullable(),
  renditions: z.array(ZRendition),
});
export type THlsSources = z.infer<typeof ZHlsSources>;

export const ZVideoUrlResponse = z.object({
  url: z.string(),
  expiresAt: z.string(),
  /** Null while the low-data versions are being made, or when ffmpeg is off: play `url`. */
  hls: ZHlsSources.nullable().default(null),
});
export type TVideoUrlResponse = z.infer<typeof ZVideoUrlResponse>;

/** A quiz or review answer that names no option of its question. */
export const ANSWER_MESSAGE = 'Choose one of the options';

export const ZQuizSubmitRequest = z.object({
  attemptId: z.uuid('Not a valid attempt'),
  /** For each question in order, the id of the chosen option in this attempt. */
  answers: z
    .array(z.string().min(1, ANSWER_MESSAGE).max(40, ANSWER_MESSAGE))
    .length(QUESTIONS_PER_LESSON, `Answer all ${QUESTIONS_PER_LESSON} questions`),
});
export type TQuizSubmitRequest = z.infer<typeof ZQuizSubmitRequest>;

export const ZQuizResult = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  bestScore: z.number().int(),
  completed: z.boolean(),
  /** Whether `correctOption` is given: once passed, or from the second failed attempt on. */
  revealed: z.boolean(),
  results: z.array(
    z.object({
      position: z.number().int(),
      /** The chosen option's id in this attempt. */
      chosen: z.string(),
      correct: z.boolean(),
      /** Why the chosen option is right or wrong ('' when the lesson has no explanation). */
      explanation: z.string(),
      /** The right option's id in this attempt, or null while it is not revealed yet. */
      correctOption: z.string().nullable(),
      /** The right option's explanation, only with `correctOption`. */
      correctExplanation: z.string().nullable(),
    }),
  ),
  /** Where to go from here: the next lesson, the exercise, the next section, or another try. */
  nextStep: ZNextStep,
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

export const ZProgressRequest = z.object({
  positionSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
  /** The player's duration; used when the server has not measured the video itself. */
  durationSeconds: z
    .number()
    .positive()
    .max(24 * 3600)
    .optional(),
});
export type TProgressRequest = z.infer<typeof ZProgressRequest>;

export const ZProgressResponse = z.object({ positionSeconds: z.number(), completed: z.boolean() });

export const ZRecentResponse = z.object({
  /**
   * The project the learner worked in last, and its first lesson they have not completed yet
   * among the sections their plan opens (null: they completed every one).
   */
  recent: z
    .object({
      category: z.enum(CATEGORIES),
      project: z.string(),
      projectTitle: z.string(),
      lesson: ZLessonStop.nullable(),
    })
    .nullable(),
  /** Questions waiting in review today. */
  waiting: z.number().int(),
  /** The better next step (core's continueWith): review, the lesson, or nothing yet. */
  next: z.enum(['review', 'lesson']).nullable(),
});
export type TRecentResponse = z.infer<typeof ZRecentResponse>;
