import { SandboxError } from './errors.ts';
import type { TSandboxLedger } from './ledger.ts';
import {
  code,
  numericId,
  type TCustomerRecord,
  type TPlanRecord,
  type TTransactionRecord,
} from './records.ts';

/** Paystack's hosted checkout: a transaction is initialized, then paid or declined. */
export function createSandboxCheckout(ledger: TSandboxLedger) {
  const {
    store,
    emit,
    need,
    now,
    lookup,
    testCard,
    customerFor,
    transactionOut,
    startSubscription,
    subscriptionEvent,
  } = ledger;
  return {
    async initialize(input: {
      email: string;
      amount: number;
      currency: string;
      reference: string;
      callback_url: string | null;
      plan: string | null;
      metadata: unknown;
      channels?: readonly string[] | null;
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
        channels: input.channels ?? null,
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
        channel: 'card',
        status: 'success',
        gateway_response: 'Approved',
        authorization_code: auth.authorization_code,
        paid_at: now(),
      };
      await store.put('transaction', tx.reference, paid);
      emit({ event: 'charge.success', data: await transactionOut(paid, true) });
      if (paid.plan_code) {
        const plan = await need<TPlanRecord>('plan', paid.plan_code, 'Plan');
        const sub = await startSubscription(customer, plan, auth);
        emit({ event: 'subscription.create', data: await subscriptionEvent(sub) });
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
        channel: 'card' as const,
        status: 'failed' as const,
        gateway_response: 'Declined',
      });
    },
  };
}
