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

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "3 answers waiting to sync": what the learner is told while items wait. Answers and notes are
 * counted ("2 answers and 1 note waiting to sync"); positions and exercise drafts are progress,
 * named only when nothing else waits.
 */
export function syncWaitingLabel({
  answers,
  notes = 0,
  progress,
}: {
  answers: number;
  notes?: number;
  progress: number;
}) {
  const parts = [
    ...(answers > 0 ? [counted(answers, 'answer', 'answers')] : []),
    ...(notes > 0 ? [counted(notes, 'note', 'notes')] : []),
  ];
  if (parts.length > 0) return `${parts.join(' and ')} waiting to sync`;
  if (progress > 0) return 'Progress waiting to sync';
  return null;
}
