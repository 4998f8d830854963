import { SandboxError } from './errors.ts';
import type { TSandboxLedger } from './ledger.ts';
import {
  code,
  numericId,
  type TAuthorizationRecord,
  type TPlanRecord,
  type TSubscriptionRecord,
} from './records.ts';

/** Plans and subscriptions on a saved card: create, start (now or at a date), disable, enable. */
export function createSandboxSubscriptions(ledger: TSandboxLedger) {
  const {
    store,
    emit,
    need,
    now,
    charge,
    testCard,
    customerFor,
    startSubscription,
    subscriptionEvent,
  } = ledger;
  return {
    async createPlan(input: { name: string; amount: number; interval: string; currency: string }) {
      const plan: TPlanRecord = {
        id: numericId(),
        plan_code: code('PLN_'),
        ...input,
        currency: input.currency.toUpperCase(),
        createdAt: now(),
        updatedAt: now(),
      };
      return store.put('plan', plan.plan_code, plan);
    },

    /**
     * POST /subscription: charges the saved card now and starts the subscription; with a
     * `start_date` nothing is charged until that date (its first renewal).
     */
    async subscribe(input: {
      customer: string;
      plan: string;
      authorization?: string;
      start_date?: string;
    }) {
      const customer = await customerFor(input.customer);
      const plan = await need<TPlanRecord>('plan', input.plan, 'Plan');
      const auths = await store.find<TAuthorizationRecord>(
        'authorization',
        'customer_code',
        customer.customer_code,
      );
      // Only a card can be charged again: a bank payment's authorization is not reusable.
      const cards = auths.filter((a) => (a.channel ?? 'card') === 'card');
      const auth = input.authorization
        ? auths.find((a) => a.authorization_code === input.authorization)
        : (cards.at(-1) ?? (await testCard(customer)));
      if (!auth) throw new SandboxError(400, 'Authorization not found for this customer');
      if (!cards.includes(auth) && auth.channel)
        throw new SandboxError(400, 'This authorization is not reusable');
      if (!input.start_date) await charge(customer, auth, plan);
      const sub = await startSubscription(customer, plan, auth, input.start_date);
      emit({ event: 'subscription.create', data: await subscriptionEvent(sub) });
      return { sub, plan, customer, auth };
    },

    /**
     * POST /subscription/disable and /enable, both needing the subscription's email token; a
     * wrong token, an unknown code or one already inactive is a 400. `together` (a lever of the
     * sandbox page) sends subscription.disable right after subscription.not_renew, as Paystack
     * may on a cancel: both carry the subscription as it now stands (non-renewing).
     */
    async setSubscriptionState(
      input: { code: string; token: string },
      action: 'disable' | 'enable',
      together = false,
    ): Promise<TSubscriptionRecord> {
      const sub = await store.get<TSubscriptionRecord>('subscription', input.code);
      if (!sub || sub.email_token !== input.token) {
        throw new SandboxError(400, 'Subscription with code not found or already inactive');
      }
      if (action === 'enable') {
        if (sub.status !== 'non-renewing') {
          throw new SandboxError(400, 'Subscription is not non-renewing and cannot be enabled');
        }
        return store.put('subscription', sub.subscription_code, { ...sub, status: 'active' });
      }
      if (
        sub.status === 'complete' ||
        sub.status === 'cancelled' ||
        sub.status === 'non-renewing'
      ) {
        throw new SandboxError(400, 'Subscription with code not found or already inactive');
      }
      // A paid-up subscription runs to the end of its period; one in arrears stops now.
      const next: TSubscriptionRecord =
        sub.status === 'active'
          ? { ...sub, status: 'non-renewing' }
          : { ...sub, status: 'cancelled', cancelledAt: now() };
      await store.put('subscription', sub.subscription_code, next);
      const data = await subscriptionEvent(next);
      if (next.status === 'non-renewing') emit({ event: 'subscription.not_renew', data });
      if (next.status !== 'non-renewing' || together) emit({ event: 'subscription.disable', data });
      return next;
    },
  };
}
