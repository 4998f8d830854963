import { isLiveStatus, paystackStanding } from '@thinkbuild/core';
import { stopSubscriptionAtProvider } from '../change/index.ts';
import { findSubscriptionByCode, type TBillingDeps } from '../shared/index.ts';
import { eventsWaitFor, listCustomers, type recordHealing } from './reconcile-repo.ts';

type THeal = (row: Parameters<typeof recordHealing>[1]) => Promise<void>;

/** A subscription Paystack started this recently may still be on its way to us (its create). */
const NEW_AT_PAYSTACK_MS = 24 * 60 * 60 * 1000;

/**
 * The other way round from healSubscriptions (ADR 006, decisions/029): for each customer, every
 * subscription Paystack would still charge (`GET /customer/:code`) must be one we hold live. One
 * we ended (a change, the offer, a refund or a dispute took its place, and its stop never reached
 * Paystack) is stopped there now, as the stop job would. One we do not know at all is raised to
 * the admin, never stopped: it may be a learner's whose subscription.create was lost. Answers
 * how many subscriptions were compared.
 */
export async function healCustomers(deps: TBillingDeps, heal: THeal) {
  let checked = 0;
  for (const customer of await listCustomers(deps.db)) {
    let remote: Awaited<ReturnType<typeof deps.provider.client.customerSubscriptions>>;
    try {
      remote = await deps.provider.client.customerSubscriptions(customer.code);
    } catch (error) {
      deps.log.warn(
        { err: error, customer: customer.code },
        'reconcile: could not fetch a customer',
      );
      continue;
    }
    for (const theirs of remote) {
      if (paystackStanding(theirs.status) !== 'renews') continue;
      checked++;
      const code = theirs.subscription_code;
      const ours = await findSubscriptionByCode(deps.db, code);
      if (ours && isLiveStatus(ours.status)) continue;
      if (ours) {
        await stopSubscriptionAtProvider(deps, ours.id);
        const after = (await deps.provider.client.fetchSubscription(code)).status;
        await heal({
          key: `subscription:${code}:stopped`,
          kind: 'subscription',
          userId: ours.userId,
          subject: code,
          before: `${ours.status} here, still ${theirs.status} at Paystack`,
          after: paystackStanding(after) === 'renews' ? `still ${after}` : 'stopped at Paystack',
        });
        continue;
      }
      const age = Date.now() - Date.parse(theirs.createdAt ?? '');
      if (!(age > NEW_AT_PAYSTACK_MS) || (await eventsWaitFor(deps.db, code))) continue;
      await heal({
        key: `subscription:${code}:unknown`,
        kind: 'subscription',
        userId: customer.userId,
        subject: code,
        before: `${theirs.status} at Paystack, unknown here`,
        after: 'left as it is: check it on Paystack’s dashboard',
      });
    }
  }
  return checked;
}
