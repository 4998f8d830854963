import { SandboxError } from './errors.ts';
import type { TSandboxLedger } from './ledger.ts';
import {
  newBankAuthorization,
  SANDBOX_CHANNELS,
  type TBankChannel,
  type TSandboxChannel,
  type TTransactionRecord,
} from './records.ts';

/**
 * The channels a checkout offers: a subscription's only the card (Paystack renews only cards,
 * so its plan checkout takes nothing else); a single payment in rand every channel of a South
 * African merchant that `initialize`'s `channels` left open (all when it sent none). Instant
 * EFT and Capitec Pay move rand only.
 */
export function offeredChannels(tx: TTransactionRecord): TSandboxChannel[] {
  if (tx.plan_code || tx.currency.toUpperCase() !== 'ZAR') return ['card'];
  const allowed = tx.channels;
  return SANDBOX_CHANNELS.filter((channel) => !allowed || allowed.includes(channel));
}

/** What the learner does at the bank's step (the sandbox's bank page). */
export type TBankAnswer = 'approve' | 'decline' | 'leave';

/**
 * Instant EFT and Capitec Pay at Paystack's checkout: the learner is sent to the bank (Capitec
 * Pay: a prompt in the banking app) and answers there. Approved, the payment succeeds at once
 * (charge.success); declined, it fails; left before the bank answered, the transaction stays
 * pending and the bank's answer comes later (the sandbox's control page gives it:
 * `settleBankPayment`), by webhook. A bank payment's authorization is never reusable, so it can
 * neither start a subscription nor be charged again.
 */
export function createSandboxBank(ledger: TSandboxLedger) {
  const { store, emit, now, transactionOut } = ledger;

  async function byAccessCode(accessCode: string) {
    const [tx] = await store.find<TTransactionRecord>('transaction', 'access_code', accessCode);
    if (!tx) throw new SandboxError(404, 'This checkout link is not valid');
    return tx;
  }

  async function succeed(tx: TTransactionRecord, channel: TBankChannel) {
    const auth = newBankAuthorization(channel, tx.customer_code);
    await store.put('authorization', auth.authorization_code, auth);
    const paid: TTransactionRecord = {
      ...tx,
      channel,
      status: 'success',
      gateway_response: 'Approved',
      authorization_code: auth.authorization_code,
      paid_at: now(),
    };
    await store.put('transaction', tx.reference, paid);
    emit({ event: 'charge.success', data: await transactionOut(paid, true) });
    return paid;
  }

  const fail = (tx: TTransactionRecord, channel: TBankChannel) =>
    store.put('transaction', tx.reference, {
      ...tx,
      channel,
      status: 'failed' as const,
      gateway_response: 'Declined by the bank',
    });

  return {
    /** The learner's answer at the bank, for a checkout not yet paid. */
    async payByBank(accessCode: string, channel: TBankChannel, answer: TBankAnswer) {
      const tx = await byAccessCode(accessCode);
      if (tx.status !== 'abandoned') return tx;
      if (!offeredChannels(tx).includes(channel)) {
        throw new SandboxError(400, 'This payment channel is not available for this transaction');
      }
      if (answer === 'approve') return succeed(tx, channel);
      if (answer === 'decline') return fail(tx, channel);
      return store.put('transaction', tx.reference, {
        ...tx,
        channel,
        status: 'pending' as const,
        gateway_response: 'Waiting for the bank',
      });
    },

    /** The bank's late answer to a payment the learner left pending (the control page). */
    async settleBankPayment(reference: string, outcome: 'success' | 'failed') {
      const tx = await store.get<TTransactionRecord>('transaction', reference);
      if (!tx) throw new SandboxError(404, 'Transaction not found');
      if (tx.status !== 'pending' || !tx.channel || tx.channel === 'card') {
        throw new SandboxError(400, 'This transaction is not waiting for a bank');
      }
      return outcome === 'success' ? succeed(tx, tx.channel) : fail(tx, tx.channel);
    },

    /** Bank payments still waiting for the bank's answer, oldest first. */
    async waitingBankPayments() {
      const pending = await store.find<TTransactionRecord>('transaction', 'status', 'pending');
      return pending.sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
  };
}

export type TSandboxBank = ReturnType<typeof createSandboxBank>;
