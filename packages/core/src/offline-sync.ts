import { z } from 'zod';
import { DOWNLOAD_GRANT_DAYS } from './offline.ts';
import { ZExerciseDraft, ZSavedDraft } from './schemas/exercise.ts';
import { ZProgressRequest, ZQuizResult, ZQuizSubmitRequest } from './schemas/learning.ts';
import { ZReviewAnswer, ZReviewAnswerRequest } from './schemas/review.ts';

/*
 * What a device sends when it is back online (docs/decisions/022, "Sync queue"): each answer or
 * progress made offline, one at a time, in the order made, under an id the device chose. The
 * server acts on an id once and answers a replay with what it answered the first time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device clock may run ahead; further ahead than this is not a time an answer was made. */
const CLOCK_AHEAD_MS = DAY_MS;

export const SYNC_MESSAGES = {
  tooOld: `This answer was made offline more than ${DOWNLOAD_GRANT_DAYS} days ago, after its download had expired, so it was not counted`,
  future: 'Not a time that has come yet',
  otherItem: 'This sync id was already used for another answer',
} as const;

/**
 * Whether an item made offline at `madeAt` may still count now: only while a download made
 * then could still play (a grant lasts DOWNLOAD_GRANT_DAYS and is checked again online; a
 * device cannot answer a download that stopped playing), and not in the future.
 */
export function syncItemTiming(madeAt: Date, now: Date): 'ok' | 'too-old' | 'future' {
  const age = now.getTime() - madeAt.getTime();
  if (age > DOWNLOAD_GRANT_DAYS * DAY_MS) return 'too-old';
  if (age < -CLOCK_AHEAD_MS) return 'future';
  return 'ok';
}

const ZSyncBase = z.object({
  /** Chosen by the device when the item was queued; the server acts on it once per learner. */
  id: z.uuid('Not a valid sync id'),
  lessonId: z.uuid('Not a valid lesson id'),
  madeAt: z.iso.datetime({ offset: true, error: 'Not a valid time' }),
});

export const ZSyncItem = z.discriminatedUnion(
  'kind',
  [
    ZSyncBase.extend({ kind: z.literal('quiz'), ...ZQuizSubmitRequest.shape }),
    ZSyncBase.extend({ kind: z.literal('progress'), ...ZProgressRequest.shape }),
    ZSyncBase.extend({
      kind: z.literal('review'),
      reviewId: z.uuid('Not a valid review question'),
      optionId: ZReviewAnswerRequest.shape.optionId,
    }),
    // A code exercise's draft, written offline in a downloaded lesson: saved as online.
    ZSyncBase.extend({ kind: z.literal('draft'), ...ZExerciseDraft.shape }),
  ],
  { error: 'Kind must be quiz, progress, review or draft' },
);
export type TSyncItem = z.infer<typeof ZSyncItem>;

export const ZSyncResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('quiz'), quiz: ZQuizResult }),
  z.object({
    kind: z.literal('progress'),
    progress: z.object({ positionSeconds: z.number(), completed: z.boolean() }),
  }),
  z.object({ kind: z.literal('review'), review: ZReviewAnswer }),
  z.object({ kind: z.literal('draft'), draft: ZSavedDraft }),
]);
export type TSyncResult = z.infer<typeof ZSyncResult>;

export const ZSyncResponse = z.object({
  id: z.string(),
  /** True when the id had been synced before: `result` is the first answer, nothing was redone. */
  replayed: z.boolean(),
  result: ZSyncResult,
});
export type TSyncResponse = z.infer<typeof ZSyncResponse>;

/**
 * "3 answers waiting to sync": what the learner is told while items wait (progress alone too;
 * an exercise draft counts as progress, not as an answer).
 */
export function syncWaitingLabel(answers: number, progress: number) {
  if (answers > 0) return `${answers} ${answers === 1 ? 'answer' : 'answers'} waiting to sync`;
  if (progress > 0) return 'Progress waiting to sync';
  return null;
}
