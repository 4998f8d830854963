import type { TDb } from '../../db/client.ts';
import { TEST_CARDS } from './cards.ts';
import { PAYSTACK_ERRORS, SandboxError, type TSandboxEvent } from './errors.ts';
import {
  code,
  newAuthorization,
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
import { nextPayment } from './schedule.ts';
import { createSandboxStore } from './store.ts';

/**
 * The sandbox's books: its records, how they read as Paystack's JSON, and the steps every
 * flow shares (a customer, the test card, a subscription starting, a card being charged).
 * The test card always ends in 4081 (Paystack's own test Visa).
 */
export function createSandboxLedger(options: {
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
    const created = { id: numericId(), email, customer_code: code('CUS_'), createdAt: now() };
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
      ? { ...json, plan: plan ? planSummaryJson(plan) : {}, log: paymentLog(tx.channel) }
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
    // A bank payment's authorization is no card: it is never charged again.
    const known = (
      await store.find<TAuthorizationRecord>(
        'authorization',
        'customer_code',
        customer.customer_code,
      )
    ).find((auth) => (auth.channel ?? 'card') === 'card');
    if (known) return known;
    const card = newAuthorization(TEST_CARDS['4081'], customer.customer_code, 4);
    return store.put('authorization', card.authorization_code, card);
  }

  async function startSubscription(
    customer: TCustomerRecord,
    plan: TPlanRecord,
    auth: TAuthorizationRecord,
    startDate?: string,
  ) {
    // Charged now (the first payment), or first debited at `start_date`.
    const anchor = startDate ? new Date(startDate) : new Date();
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
        ? anchor.toISOString()
        : nextPayment(anchor, plan.interval).toISOString(),
      anchor: anchor.toISOString(),
      createdAt: now(),
      cancelledAt: null,
    };
    return store.put('subscription', sub.subscription_code, sub);
  }

  /** A successful charge, by reference or id (as `POST /refund` names one), or Paystack's refusal. */
  async function paidTransaction(referenceOrId: string): Promise<TTransactionRecord> {
    const tx =
      (await store.get<TTransactionRecord>('transaction', referenceOrId)) ??
      (/^\d+$/.test(referenceOrId)
        ? (await store.find<TTransactionRecord>('transaction', 'id', referenceOrId))[0]
        : undefined);
    if (!tx) {
      throw new SandboxError(400, 'Transaction not found', PAYSTACK_ERRORS.transactionNotFound);
    }
    if (tx.status !== 'success') throw new SandboxError(400, 'Transaction was not successful');
    return tx;
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
    now,
    need,
    lookup,
    charge,
    testCard,
    customerFor,
    paidTransaction,
    startSubscription,
    transactionOut,
    subscriptionOut,
    subscriptionEvent,
  };
}

export type TSandboxLedger = ReturnType<typeof createSandboxLedger>;
