import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { dropExpiredAnswers, findKeptAnswer, keepAnswer } from './idempotency-repo.ts';

/** How long an Idempotency-Key keeps its answer. */
const KEEP_HOURS = 24;

/** Printable ASCII without spaces (a UUID from the web app fits with room to spare). */
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;

/** The request's Idempotency-Key header, null when absent; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !KEY_FORMAT.test(raw)) {
    throw new AppError('VALIDATION', 'The Idempotency-Key header is not valid', {
      'Idempotency-Key': 'Use 8 to 200 printable characters without spaces, e.g. a UUID',
    });
  }
  return raw;
}

export type TLearnerAction = {
  userId: string;
  /** The client's Idempotency-Key, or null (then only the lock applies). */
  key: string | null;
  /** Which action (e.g. "change"): a key is bound to one action and one body. */
  action: string;
  body: unknown;
};

/**
 * One billing action of a learner at a time, each once (ADR 006, "One change at a time"). The
 * action runs under the learner's lock (`database.withLock`: a PostgreSQL advisory lock held on
 * its own connection, queued in memory on PGlite), so checkout, change and cancel never
 * interleave, and the next one sees what the previous one did at Paystack and in our tables.
 * Its answer is kept by Idempotency-Key for 24 h: a retry or a second click with the same key
 * gets that answer and changes nothing. Only successes are kept, so a retry after a failure
 * (Paystack down) tries again. The lock is not a transaction: the action calls Paystack (the
 * sandbox is served by this same database) between its own short transactions.
 */
export function learnerAction<T>(
  database: TDatabase,
  action: TLearnerAction,
  run: () => Promise<T>,
): Promise<T> {
  const { db } = database;
  const { userId, key } = action;
  const requestHash = createHash('sha256')
    .update(`${action.action}\n${JSON.stringify(action.body ?? null)}`)
    .digest('hex');
  return database.withLock(`billing:${userId}`, async () => {
    if (key === null) return run();
    await dropExpiredAnswers(db, userId, KEEP_HOURS);
    const kept = await findKeptAnswer(db, userId, key);
    if (kept) {
      if (kept.requestHash !== requestHash) {
        throw new AppError(
          'CONFLICT',
          'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
        );
      }
      return kept.response as T;
    }
    const result = await run();
    await keepAnswer(db, { userId, key, requestHash, response: result });
    return result;
  });
}
