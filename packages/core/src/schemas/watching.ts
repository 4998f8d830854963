import { z } from 'zod';
import { WATCH_BUCKETS_MAX, WATCH_PLAYS_MAX } from '../watching.ts';

const bucketMessage = 'Not a stretch of the video';
const playsMessage = `Plays must be a whole number from 1 to ${WATCH_PLAYS_MAX}`;

/** One stretch of the video and how many times it was played since the last batch. */
export const ZWatchBucket = z.object({
  bucket: z
    .number(bucketMessage)
    .int(bucketMessage)
    .min(0, bucketMessage)
    .max(WATCH_BUCKETS_MAX - 1, bucketMessage),
  plays: z
    .number(playsMessage)
    .int(playsMessage)
    .min(1, playsMessage)
    .max(WATCH_PLAYS_MAX, playsMessage),
});

/**
 * A batch of watching (docs/decisions/045): each stretch at most once. The server also refuses a
 * stretch past the end of the lesson's video.
 */
export const ZWatchBatch = z.object({
  buckets: z
    .array(ZWatchBucket, 'Buckets must be a list')
    .min(1, 'Send at least one stretch')
    .max(WATCH_BUCKETS_MAX, 'Too many stretches')
    .superRefine((buckets, ctx) => {
      const seen = new Set<number>();
      buckets.forEach(({ bucket }, i) => {
        if (seen.has(bucket))
          ctx.addIssue({
            code: 'custom',
            message: 'This stretch is already in the batch',
            path: [i, 'bucket'],
          });
        seen.add(bucket);
      });
    }),
});
export type TWatchBatch = z.infer<typeof ZWatchBatch>;

/** How many stretches the batch added to. */
export const ZWatchRecorded = z.object({ recorded: z.number().int() });
export type TWatchRecorded = z.infer<typeof ZWatchRecorded>;
