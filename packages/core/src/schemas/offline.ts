import { z } from 'zod';
import { DOWNLOAD_QUALITIES, MAX_LESSONS_PER_GRANT } from '../offline.ts';

// The download grants' request and answer (docs/decisions/022). Kept apart from offline.ts,
// whose rules the signed-in pages load: zod stays out of their JavaScript.
export const ZDownloadQuality = z.enum(DOWNLOAD_QUALITIES, {
  error: 'Choose 240p, 360p or audio only',
});

export const ZDownloadGrantRequest = z.object({
  lessonIds: z
    .array(z.uuid('Not a valid lesson id'))
    .min(1, 'Name at least one lesson')
    .max(MAX_LESSONS_PER_GRANT, `At most ${MAX_LESSONS_PER_GRANT} lessons at once`),
  quality: ZDownloadQuality,
});
export type TDownloadGrantRequest = z.infer<typeof ZDownloadGrantRequest>;

export const ZDownloadGrant = z.object({
  lessonId: z.string(),
  /** The rendition kept ("240p", "360p" or "audio"), null when the lesson has only its MP4. */
  rendition: z.string().nullable(),
  /** Signed playlist of that rendition (its segments are listed in it), or the signed MP4. */
  playlist: z.string().nullable(),
  mp4: z.string(),
  /** What the download costs: the rendition (or the MP4 when there is none). */
  bytes: z.number().int(),
  expiresAt: z.string(),
});
export type TDownloadGrant = z.infer<typeof ZDownloadGrant>;

export const ZDownloadGrantResponse = z.object({
  granted: z.array(ZDownloadGrant),
  /** Lessons the learner may not keep, with the same message the lesson page gives. */
  refused: z.array(z.object({ lessonId: z.string(), message: z.string() })),
});
export type TDownloadGrantResponse = z.infer<typeof ZDownloadGrantResponse>;
