// Review: the questions a learner got wrong, asked again on later days (decisions/013). Its
// questions are the lesson quiz's, so their shapes come from the learning schemas.
import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { OPTIONS_PER_QUESTION } from '../learning.ts';
import { isTimeZone } from '../review.ts';
import { ANSWER_MESSAGE, ZQuizOption, ZSection } from './learning.ts';

const TIME_ZONE_MESSAGE = 'Not a valid time zone';
/**
 * An IANA time zone older clients send with review calls. Accepted and ignored: review days are
 * days in the server's TIME_ZONE, never one a client names (decisions/013).
 */
export const ZTimeZone = z
  .string()
  .max(64, TIME_ZONE_MESSAGE)
  .refine(isTimeZone, TIME_ZONE_MESSAGE)
  .default('UTC');

export const ZReviewQuery = z.object({ timeZone: ZTimeZone });
export type TReviewQuery = z.infer<typeof ZReviewQuery>;

export const ZReviewSummary = z.object({ waiting: z.number().int() });
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

/** A question waiting in review, asked with a fresh option order; no answer in it. */
export const ZReviewQuestion = z.object({
  id: z.string(),
  lesson: z.object({
    id: z.string(),
    title: z.string(),
    category: z.enum(CATEGORIES),
    project: z.string(),
    section: ZSection,
    number: z.number().int(),
  }),
  question: z.string(),
  options: z.array(ZQuizOption).length(OPTIONS_PER_QUESTION),
});
export type TReviewQuestion = z.infer<typeof ZReviewQuestion>;

export const ZReviewResponse = z.object({
  waiting: z.number().int(),
  questions: z.array(ZReviewQuestion),
});
export type TReviewResponse = z.infer<typeof ZReviewResponse>;

export const ZReviewParams = z.object({ id: z.uuid('Not a valid review question') });

export const ZReviewAnswerRequest = z.object({
  optionId: z.string().min(1, ANSWER_MESSAGE).max(40, ANSWER_MESSAGE),
  timeZone: ZTimeZone,
});
export type TReviewAnswerRequest = z.infer<typeof ZReviewAnswerRequest>;

export const ZReviewAnswer = z.object({
  correct: z.boolean(),
  chosen: z.string(),
  explanation: z.string(),
  /** Under the lesson quiz's rule: once its quiz is passed or failed twice. */
  correctOption: z.string().nullable(),
  correctExplanation: z.string().nullable(),
  /** Answered right on two different days: the question left the queue. */
  done: z.boolean(),
  waiting: z.number().int(),
});
export type TReviewAnswer = z.infer<typeof ZReviewAnswer>;
