import { addInterval, type TInterval } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import {
  code,
  numericId,
  paymentLog,
  planSummaryJson,
  subscriptionJson,
  type TAuthorizationRecord,
  type TCustomerRecord,
  type TPlanRecord,
  type TSubscriptionRecord,
  type TTransactionRecord,
  transactionJson,
} from './records.ts';
import { createSandboxStore } from './store.ts';

/** A refusal the sandbox answers the way Paystack does: `{ status: false, message }`. */
export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export type TSandboxEvent = { event: string; data: unknown };

/**
 * What the sandbox does, apart from HTTP: Paystack's records and the events it sends. The
 * test card always ends in 4081 (Paystack's own test Visa).
 */
export function createSandboxEngine(options: {
  db: TDb;
  /** Sends a webhook event to the merchant (signed and delivered by the caller). */
  emit: (event: TSandboxEvent) => void;
}) {
  const store = createSandboxStore(options.db);
  const now = () => new Date().toISOString();

  const need = async <T>(kind: Parameters<typeof store.get>[0], id: string, what: string) => {
    const found = await store.get<T>(kind, id);
    if (!found) throw new SandboxError(404, `${what} not found`);
    return found;
  };

  async function customerFor(emailOrCode: string): Promise<TCustomerRecord> {
    if (emailOrCode.startsWith('CUS_')) {
      return need<TCustomerRecord>('customer', emailOrCode, 'Customer');
    }
    const email = emailOrCode.toLowerCase();
    const [found] = await store.find<TCustomerRecord>('customer', 'email', email);
    if (found) return found;
    const created = { id: numericId(), email, customer_code: code('CUS_') };
    return store.put('customer', created.customer_code, created);
  }

  const lookup = async (tx: TTransactionRecord) => ({
    customer: await need<TCustomerRecord>('customer', tx.customer_code, 'Customer'),
    auth: tx.authorization_code
      ? await store.get<TAuthorizationRecord>('authorization', tx.authorization_code)
      : null,
    plan: tx.plan_code ? await store.get<TPlanRecord>('plan', tx.plan_code) : null,
  });

  async function transactionOut(tx: TTransactionRecord, forEvent = false) {
    const { customer, auth, plan } = await lookup(tx);
    const json = transactionJson(tx, customer, auth, plan);
    // Webhooks carry the plan as an object ({} without one) and the checkout's log; verify
    // carries the plan's code.
    return forEvent
      ? { ...json, plan: plan ? planSummaryJson(plan) : {}, log: paymentLog() }
      : json;
  }

  /** A subscription.* event's data: the subscription as fetched, and when the event happened. */
  async function subscriptionEvent(sub: TSubscriptionRecord) {
    return { ...(await subscriptionOut(sub)), created_at: now() };
  }

  async function subscriptionOut(sub: TSubscriptionRecord) {
    return subscriptionJson(
      sub,
      await need<TPlanRecord>('plan', sub.plan_code, 'Plan'),
      await need<TCustomerRecord>('customer', sub.customer_code, 'Customer'),
      await need<TAuthorizationRecord>('authorization', sub.authorization_code, 'Authorization'),
    );
  }

  /** The customer's card: Paystack's test Visa ending in 4081, issued on first payment. */
  async function testCard(customer: TCustomerRecord): Promise<TAuthorizationRecord> {
    const [known] = await store.find<TAuthorizationRecord>(
      'authorization',
      'customer_code',
      customer.customer_code,
    );
    if (known) return known;
    const card: TAuthorizationRecord = {
      id: numericId(),
      authorization_code: code('AUTH_', 10),
      customer_code: customer.customer_code,
      last4: '4081',
      exp_month: '12',
      exp_year: String(new Date().getUTCFullYear() + 4),
      brand: 'visa',
      signature: code('SIG_', 20),
    };
    return store.put('authorization', card.authorization_code, card);
  }

  async function startSubscription(
    customer: TCustomerRecord,
    plan: TPlanRecord,
    auth: TAuthorizationRecord,
    startDate?: string,
  ) {
    const sub: TSubscriptionRecord = {
      id: numericId(),
      subscription_code: code('SUB_'),
      email_token: code('', 15),
      status: 'active',
      plan_code: plan.plan_code,
      customer_code: customer.customer_code,
      authorization_code: auth.authorization_code,
      amount: plan.amount,
      next_payment_date: startDate
        ? new Date(startDate).toISOString()
        : addInterval(new Date(), plan.interval as TInterval).toISOString(),
      createdAt: now(),
      cancelledAt: null,
    };
    return store.put('subscription', sub.subscription_code, sub);
  }

  /** A charge of the saved card for a plan: the transaction, and charge.success if it paid. */
  async function charge(
    customer: TCustomerRecord,
    auth: TAuthorizationRecord,
    plan: TPlanRecord,
    outcome: 'success' | 'failed' = 'success',
  ): Promise<TTransactionRecord> {
    const tx: TTransactionRecord = {
      id: numericId(),
      reference: code('sbx-', 12),
      access_code: code('', 12),
      amount: plan.amount,
      currency: plan.currency,
      customer_code: customer.customer_code,
      plan_code: plan.plan_code,
      callback_url: null,
      metadata: null,
      status: outcome,
      gateway_response: outcome === 'success' ? 'Approved' : 'Declined',
      authorization_code: auth.authorization_code,
      paid_at: outcome === 'success' ? now() : null,
      created_at: now(),
    };
    await store.put('transaction', tx.reference, tx);
    if (outcome === 'success') {
      options.emit({ event: 'charge.success', data: await transactionOut(tx, true) });
    }
    return tx;
  }

  return {
    store,
    emit: options.emit,
    need,
    charge,
    customerFor,
    transactionOut,
    subscriptionOut,
    subscriptionEvent,

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

    async initialize(input: {
      email: string;
      amount: number;
      currency: string;
      reference: string;
      callback_url: string | null;
      plan: string | null;
      metadata: unknown;
    }) {
      if (await store.get('transaction', input.reference)) {
        throw new SandboxError(400, 'Duplicate Transaction Reference');
      }
      // As on Paystack, a plan's own amount and currency override the ones sent.
      const plan = input.plan ? await need<TPlanRecord>('plan', input.plan, 'Plan') : null;
      const customer = await customerFor(input.email);
      const tx: TTransactionRecord = {
        id: numericId(),
        reference: input.reference,
        access_code: code('', 15),
        amount: plan?.amount ?? input.amount,
        currency: plan?.currency ?? input.currency,
        customer_code: customer.customer_code,
        plan_code: plan?.plan_code ?? null,
        callback_url: input.callback_url,
        metadata: input.metadata,
        status: 'abandoned',
        gateway_response: 'The transaction was not completed',
        authorization_code: null,
        paid_at: null,
        created_at: now(),
      };
      return store.put('transaction', tx.reference, tx);
    },

    async transactionByAccessCode(accessCode: string) {
      const [tx] = await store.find<TTransactionRecord>('transaction', 'access_code', accessCode);
      if (!tx) throw new SandboxError(404, 'This checkout link is not valid');
      return { tx, ...(await lookup(tx)) };
    },

    /** The learner pressed Pay: the card is charged, the subscription (if any) starts. */
    async pay(accessCode: string) {
      const [tx] = await store.find<TTransactionRecord>('transaction', 'access_code', accessCode);
      if (!tx) throw new SandboxError(404, 'This checkout link is not valid');
      if (tx.status !== 'abandoned') return tx;
      const customer = await need<TCustomerRecord>('customer', tx.customer_code, 'Customer');
      const auth = await testCard(customer);
      const paid: TTransactionRecord = {
        ...tx,
        status: 'success',
        gateway_response: 'Approved',
        authorization_code: auth.authorization_code,
        paid_at: now(),
      };
      await store.put('transaction', tx.reference, paid);
      options.emit({ event: 'charge.success', data: await transactionOut(paid, true) });
      if (paid.plan_code) {
        const plan = await need<TPlanRecord>('plan', paid.plan_code, 'Plan');
        const sub = await startSubscription(customer, plan, auth);
        options.emit({ event: 'subscription.create', data: await subscriptionEvent(sub) });
      }
      return paid;
    },

    /** The learner pressed Decline: the bank refuses, nothing is charged. */
    async decline(accessCode: string) {
      const [tx] = await store.find<TTransactionRecord>('transaction', 'access_code', accessCode);
      if (!tx) throw new SandboxError(404, 'This checkout link is not valid');
      if (tx.status !== 'abandoned') return tx;
      return store.put('transaction', tx.reference, {
        ...tx,
        status: 'failed' as const,
        gateway_response: 'Declined',
      });
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
      const auth = input.authorization
        ? auths.find((a) => a.authorization_code === input.authorization)
        : (auths.at(-1) ?? (await testCard(customer)));
      if (!auth) throw new SandboxError(400, 'Authorization not found for this customer');
      if (!input.start_date) await charge(customer, auth, plan);
      const sub = await startSubscription(customer, plan, auth, input.start_date);
      options.emit({ event: 'subscription.create', data: await subscriptionEvent(sub) });
      return { sub, plan, customer, auth };
    },

    async setSubscriptionState(
      input: { code: string; token: string },
      action: 'disable' | 'enable',
    ): Promise<TSubscriptionRecord> {
      const sub = await store.get<TSubscriptionRecord>('subscription', input.code);
      if (!sub || sub.email_token !== input.token) {
        throw new SandboxError(404, 'Subscription with code not found or already inactive');
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
        throw new SandboxError(404, 'Subscription with code not found or already inactive');
      }
      // A paid-up subscription runs to the end of its period; one in arrears stops now.
      const next: TSubscriptionRecord =
        sub.status === 'active'
          ? { ...sub, status: 'non-renewing' }
          : { ...sub, status: 'cancelled', cancelledAt: now() };
      await store.put('subscription', sub.subscription_code, next);
      options.emit({
        event: next.status === 'non-renewing' ? 'subscription.not_renew' : 'subscription.disable',
        data: await subscriptionEvent(next),
      });
      return next;
    },
  };
}

export type TSandboxEngine = ReturnType<typeof createSandboxEngine>;
