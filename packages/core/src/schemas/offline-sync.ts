import { z } from 'zod';
import { ZExerciseDraft, ZSavedDraft } from './exercise.ts';
import { ZProgressRequest, ZQuizResult, ZQuizSubmitRequest } from './learning.ts';
import { ZNote, ZNoteBody, ZNoteMoment } from './notes.ts';
import { ZReviewAnswer, ZReviewAnswerRequest } from './review.ts';
import { ZWatchBatch, ZWatchRecorded } from './watching.ts';

/** One item a device sends when back online, and the server's answer (offline-sync.ts). */
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
    // A note made or edited offline: made once by its own id, or its text and moment replaced.
    ZSyncBase.extend({
      kind: z.literal('note'),
      noteId: z.uuid('Not a valid note id'),
      positionSeconds: ZNoteMoment,
      body: ZNoteBody.default(''),
    }),
    // A note deleted offline: gone once synced (a note already gone, or never synced, is fine).
    ZSyncBase.extend({
      kind: z.literal('note-delete'),
      noteId: z.uuid('Not a valid note id'),
    }),
    // Stretches of a downloaded lesson's video played offline (decisions/045): added up once.
    ZSyncBase.extend({ kind: z.literal('watch'), ...ZWatchBatch.shape }),
  ],
  { error: 'Kind must be quiz, progress, review, draft, note, note-delete or watch' },
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
  z.object({ kind: z.literal('note'), note: ZNote }),
  /** `deleted` false: the note was already gone (deleted on another device, or never made). */
  z.object({ kind: z.literal('note-delete'), deleted: z.boolean() }),
  z.object({ kind: z.literal('watch'), watch: ZWatchRecorded }),
]);
export type TSyncResult = z.infer<typeof ZSyncResult>;

export const ZSyncResponse = z.object({
  id: z.string(),
  /** True when the id had been synced before: `result` is the first answer, nothing was redone. */
  replayed: z.boolean(),
  result: ZSyncResult,
});
export type TSyncResponse = z.infer<typeof ZSyncResponse>;
