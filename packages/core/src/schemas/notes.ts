import { z } from 'zod';
import { CATEGORIES } from '../categories.ts';
import { NOTE_BODY_MAX, NOTE_MAX_SECONDS, NOTE_MESSAGES } from '../notes.ts';
import { ZSection } from './learning.ts';

/** A note's text: short Markdown, trimmed; empty makes it a bookmark. */
export const ZNoteBody = z.string().trim().max(NOTE_BODY_MAX, NOTE_MESSAGES.tooLong);
/** A moment of the video in whole seconds. */
export const ZNoteMoment = z
  .number(NOTE_MESSAGES.moment)
  .int(NOTE_MESSAGES.moment)
  .min(0, NOTE_MESSAGES.moment)
  .max(NOTE_MAX_SECONDS, NOTE_MESSAGES.moment);

/**
 * A new note. Its id is chosen by the device, so a note made offline and sent again on sync (or
 * a retried request) is made once (offline-sync.ts).
 */
export const ZNoteCreate = z.object({
  id: z.uuid('Not a valid note id'),
  positionSeconds: ZNoteMoment,
  body: ZNoteBody.default(''),
});
export type TNoteCreate = z.infer<typeof ZNoteCreate>;

export const ZNoteUpdate = z
  .object({ positionSeconds: ZNoteMoment.optional(), body: ZNoteBody.optional() })
  .refine((v) => v.positionSeconds !== undefined || v.body !== undefined, {
    message: NOTE_MESSAGES.nothingToChange,
    path: ['body'],
  });
export type TNoteUpdate = z.infer<typeof ZNoteUpdate>;

export const ZNote = z.object({
  id: z.string(),
  lessonId: z.string(),
  positionSeconds: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TNote = z.infer<typeof ZNote>;

export const ZLessonNotes = z.object({ notes: z.array(ZNote) });
export type TLessonNotes = z.infer<typeof ZLessonNotes>;

/** My notes: by project, then lesson in course order (core's groupNotes). */
export const ZMyNotes = z.object({
  projects: z.array(
    z.object({
      category: z.enum(CATEGORIES),
      project: z.string(),
      projectTitle: z.string(),
      lessons: z.array(
        z.object({
          lessonId: z.string(),
          title: z.string(),
          category: z.enum(CATEGORIES),
          project: z.string(),
          projectTitle: z.string(),
          section: ZSection,
          number: z.number().int(),
          notes: z.array(ZNote),
        }),
      ),
    }),
  ),
});
export type TMyNotes = z.infer<typeof ZMyNotes>;
