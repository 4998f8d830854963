import { DOWNLOAD_GRANT_DAYS } from './offline.ts';

/*
 * What a device sends when it is back online (docs/decisions/022, "Sync queue"): each answer or
 * progress made offline, one at a time, in the order made, under an id the device chose. The
 * server acts on an id once and answers a replay with what it answered the first time. The
 * request and answer are in schemas/offline-sync.ts: the pages that only show the queue load no zod.
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

/**
 * "3 answers waiting to sync": what the learner is told while items wait (progress alone too;
 * an exercise draft counts as progress, not as an answer).
 */
export function syncWaitingLabel(answers: number, progress: number) {
  if (answers > 0) return `${answers} ${answers === 1 ? 'answer' : 'answers'} waiting to sync`;
  if (progress > 0) return 'Progress waiting to sync';
  return null;
}
