import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { TBillingDeps } from '../shared/index.ts';
import { findEvent, markEventProcessed, markEventWaiting, storeEvent } from '../shared/index.ts';
import { dispatch } from './events.ts';

const ZEvent = z.looseObject({ event: z.string().min(1), data: z.unknown() });

/**
 * A verified webhook body: stored under its name and the hash of its exact bytes, with a job
 * that applies it, in one transaction; then we answer 200. Nothing here calls Paystack, so the
 * answer is fast, and a redelivery stores and queues nothing new.
 */
export async function receiveWebhook(deps: Pick<TBillingDeps, 'db'>, raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return 'ignored: not JSON';
  }
  const parsed = ZEvent.safeParse(json);
  if (!parsed.success) return 'ignored: not an event';
  const { event } = parsed.data;
  const id = `${event}:${createHash('sha256').update(raw).digest('hex')}`;
  return (await storeEvent(deps.db, { id, event, payload: json })) ? 'queued' : 'duplicate';
}

/**
 * The `billing.apply-event` job: applies a stored event once. An event about a subscription we
 * do not know yet (its subscription.create is still on its way) is kept, waiting for that code,
 * and applied when the subscription is recorded.
 */
export async function applyStoredEvent(deps: TBillingDeps, id: string): Promise<string> {
  for (let round = 0; round < 3; round++) {
    const stored = await findEvent(deps.db, id);
    if (!stored || stored.processedAt) return 'already processed';
    const { event, data } = ZEvent.parse(stored.payload);
    const outcome = await dispatch(deps, event, data);
    if (typeof outcome === 'string') {
      await markEventProcessed(deps.db, id, outcome);
      const level = outcome.startsWith('refused') ? 'warn' : 'info';
      deps.log[level]({ event, outcome }, 'paystack webhook');
      return outcome;
    }
    const waiting = `waiting: subscription ${outcome.waitingFor} is not known yet`;
    if (await markEventWaiting(deps.db, id, outcome.waitingFor, waiting)) {
      deps.log.info({ event, waitingFor: outcome.waitingFor }, 'paystack webhook kept for later');
      return waiting;
    }
  }
  throw new Error(`Event ${id} keeps changing under us; retrying later`);
}
