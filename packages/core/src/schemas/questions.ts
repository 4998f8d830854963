import { z } from 'zod';
import {
  ATTACHED_CODE_MAX,
  MODERATION_REASON_MAX,
  POST_BODY_MAX,
  QUESTION_SORTS,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  REPORT_REASON_MAX,
} from '../questions.ts';
import { safeString } from '../text.ts';

// The questions-and-answers API's bodies and answers (core/questions.ts holds the rules).

const body = safeString()
  .trim()
  .min(1, 'Write something first')
  .max(POST_BODY_MAX, `At most ${POST_BODY_MAX.toLocaleString('en')} characters`);

const title = safeString()
  .trim()
  .min(QUESTION_TITLE_MIN, `A title of at least ${QUESTION_TITLE_MIN} characters, please`)
  .max(QUESTION_TITLE_MAX, `At most ${QUESTION_TITLE_MAX} characters`);

export const ZAskQuestion = z.strictObject({
  title,
  body,
  /** The learner's exercise code, attached when they ticked "Attach my code". */
  code: safeString()
    .max(ATTACHED_CODE_MAX, `Attached code is limited to ${ATTACHED_CODE_MAX} characters`)
    .nullish(),
  codeLanguage: z
    .string()
    .regex(/^[a-z0-9+#-]{1,20}$/, 'Not a code language')
    .nullish(),
  /** The video moment (seconds) the learner was at, when they ticked "Attach the video moment". */
  momentSeconds: z
    .number('A moment in seconds')
    .int('A whole number of seconds')
    .min(0, 'A moment in seconds')
    .max(86_400, 'A moment in seconds')
    .nullish(),
});
export type TAskQuestion = z.infer<typeof ZAskQuestion>;

export const ZEditQuestion = z.strictObject({ title, body });
export const ZAnswerBody = z.strictObject({ body });
export type TAnswerBody = z.infer<typeof ZAnswerBody>;

export const ZAcceptAnswer = z.strictObject({
  /** The answer to accept; null takes the acceptance back. */
  answerId: z.uuid('Not a valid answer id').nullable(),
});

export const ZReportPost = z.strictObject({
  reason: safeString()
    .trim()
    .min(3, 'Say briefly what is wrong')
    .max(REPORT_REASON_MAX, `At most ${REPORT_REASON_MAX} characters`),
});

export const ZModerationReason = z.strictObject({
  reason: safeString()
    .trim()
    .min(3, 'Record why')
    .max(MODERATION_REASON_MAX, `At most ${MODERATION_REASON_MAX} characters`),
});

export const ZQuestionListQuery = z.strictObject({
  sort: z.enum(QUESTION_SORTS, { error: 'Sort by unanswered or helpful' }).default('unanswered'),
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
});

export const ZLessonIdParams = z.object({ lessonId: z.uuid('Not a valid lesson id') });
export const ZPostIdParams = z.object({ id: z.uuid('Not a valid id') });

/** Who wrote a post, as others see it: never an email. */
const ZAuthor = z.object({
  /** "You", "Instructor", "Learner", or "Deleted account". */
  label: z.string(),
  mine: z.boolean(),
  instructor: z.boolean(),
});

const ZPostState = z.object({
  id: z.string(),
  author: ZAuthor,
  /** Empty when deleted or hidden (then `state` says which). */
  body: z.string(),
  state: z.enum(['visible', 'deleted', 'hidden']),
  hiddenReason: z.string().nullable(),
  helpful: z.number().int(),
  votedHelpful: z.boolean(),
  edited: z.boolean(),
  /** The author may still edit it (their own, within the window). */
  editable: z.boolean(),
  createdAt: z.string(),
});

export const ZQuestionSummary = z.object({
  id: z.string(),
  title: z.string(),
  state: z.enum(['visible', 'deleted', 'hidden']),
  author: ZAuthor,
  answers: z.number().int(),
  helpful: z.number().int(),
  accepted: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type TQuestionSummary = z.infer<typeof ZQuestionSummary>;

export const ZQuestionList = z.object({
  questions: z.array(ZQuestionSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TQuestionList = z.infer<typeof ZQuestionList>;

export const ZAnswerView = ZPostState.extend({ accepted: z.boolean() });
export type TAnswerView = z.infer<typeof ZAnswerView>;

export const ZQuestionThread = ZPostState.extend({
  lessonId: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  codeLanguage: z.string().nullable(),
  momentSeconds: z.number().int().nullable(),
  locked: z.boolean(),
  lockReason: z.string().nullable(),
  acceptedAnswerId: z.string().nullable(),
  /** The viewer may answer (not locked, not banned) and accept (the asker). */
  canAnswer: z.boolean(),
  canAccept: z.boolean(),
  answers: z.array(ZAnswerView),
});
export type TQuestionThread = z.infer<typeof ZQuestionThread>;

export const ZHelpfulResult = z.object({ helpful: z.number().int(), votedHelpful: z.boolean() });
export const ZCreated = z.object({ id: z.string() });

export const ZQuestionMailChoices = z.object({
  /** Mail me when my question is answered or my answer accepted (on unless turned off). */
  answersMail: z.boolean(),
  /** Admins: the daily mail of unanswered questions (off unless turned on). */
  digestMail: z.boolean(),
});
export type TQuestionMailChoices = z.infer<typeof ZQuestionMailChoices>;
export const ZQuestionMailChoicesUpdate = z.strictObject({
  answersMail: z.boolean('On or off').optional(),
  digestMail: z.boolean('On or off').optional(),
});

/** My questions with answers I have not seen yet (the header badge). */
export const ZNewAnswers = z.object({
  questions: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TNewAnswers = z.infer<typeof ZNewAnswers>;

/** The admin's moderation queue: open reports and the questions nobody has answered. */
export const ZQuestionQueue = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      createdAt: z.string(),
      questionId: z.string(),
      answerId: z.string().nullable(),
      lessonId: z.string(),
      title: z.string(),
      body: z.string(),
      hidden: z.boolean(),
    }),
  ),
  unanswered: z.object({
    total: z.number().int(),
    questions: z.array(z.object({ id: z.string(), title: z.string(), createdAt: z.string() })),
  }),
});
export type TQuestionQueue = z.infer<typeof ZQuestionQueue>;
