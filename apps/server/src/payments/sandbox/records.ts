import { randomBytes, randomInt } from 'node:crypto';
import { cardSignature, type TTestCard, testCardOf } from './cards.ts';
import { cronExpression } from './schedule.ts';

/**
 * What the sandbox keeps, and how each record looks on the wire. The wire shapes follow
 * Paystack's OpenAPI response schemas (shared/paystack/openapi.yaml) field for field.
 */

export type TPlanRecord = {
  id: number;
  name: string;
  plan_code: string;
  amount: number;
  interval: string;
  currency: string;
  /** Archived on the dashboard: still listed, no longer for new subscriptions. */
  is_archived?: boolean;
  createdAt: string;
  updatedAt: string;
};

export type TCustomerRecord = {
  id: number;
  email: string;
  customer_code: string;
  /** Older records have none: their first transaction stands in. */
  createdAt?: string;
};

/**
 * How a payment was made (the transaction's and authorization's `channel`): the test card, or a
 * South African bank payment. A bank payment's authorization is not reusable, so it can never be
 * charged again or start a subscription (Paystack: "This currently only works for card!").
 */
export const SANDBOX_CHANNELS = ['card', 'eft', 'capitec_pay'] as const;
export type TSandboxChannel = (typeof SANDBOX_CHANNELS)[number];
export type TBankChannel = Exclude<TSandboxChannel, 'card'>;
export const isBankChannel = (value: string): value is TBankChannel =>
  value === 'eft' || value === 'capitec_pay';

export type TAuthorizationRecord = {
  id: number;
  authorization_code: string;
  customer_code: string;
  /** Older records have none: they are cards. */
  channel?: TSandboxChannel;
  last4: string;
  exp_month: string;
  exp_year: string;
  brand: string;
  signature: string;
};

/** A new saved card for a customer: a test card, valid for `years` from now. */
export const newAuthorization = (
  card: TTestCard,
  customerCode: string,
  years: number,
): TAuthorizationRecord => ({
  id: numericId(),
  authorization_code: code('AUTH_', 10),
  customer_code: customerCode,
  last4: card.last4,
  exp_month: card.exp_month,
  exp_year: String(new Date().getUTCFullYear() + years),
  brand: card.brand,
  signature: cardSignature(card),
});

export type TTransactionRecord = {
  id: number;
  reference: string;
  access_code: string;
  amount: number;
  currency: string;
  customer_code: string;
  plan_code: string | null;
  callback_url: string | null;
  metadata: unknown;
  /** `initialize`'s `channels`: what the checkout may offer (null: every channel the merchant has). */
  channels?: readonly string[] | null;
  /** How it was paid, once the learner chose (older records: the card). */
  channel?: TSandboxChannel;
  /** `pending`: a bank payment the learner left before the bank answered; it settles later. */
  status: 'abandoned' | 'success' | 'failed' | 'pending';
  gateway_response: string;
  authorization_code: string | null;
  paid_at: string | null;
  created_at: string;
};

export type TSubscriptionRecord = {
  id: number;
  subscription_code: string;
  email_token: string;
  status: 'active' | 'non-renewing' | 'attention' | 'complete' | 'cancelled';
  plan_code: string;
  customer_code: string;
  authorization_code: string;
  amount: number;
  next_payment_date: string | null;
  /** The first payment (now, or `start_date`): fixes the day and month of every later one. */
  anchor?: string;
  createdAt: string;
  cancelledAt: string | null;
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A Paystack-looking code: PLN_x9…, SUB_…, AUTH_… */
export const code = (prefix: string, length = 15) =>
  `${prefix}${Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
export const numericId = () => randomInt(1_000_000, 2_000_000_000);

const INTEGRATION = 100_032;
const DOMAIN = 'test';

/** The plan as it appears inside a subscription or a transaction. */
export const planSummaryJson = (plan: TPlanRecord) => ({
  id: plan.id,
  name: plan.name,
  plan_code: plan.plan_code,
  description: null,
  amount: plan.amount,
  interval: plan.interval,
  send_invoices: true,
  send_sms: true,
  currency: plan.currency,
});

/** The plan as GET /plan answers it: its summary and the page and invoice settings. */
export function planJson(plan: TPlanRecord) {
  return {
    ...planSummaryJson(plan),
    invoice_limit: 0,
    hosted_page: false,
    hosted_page_url: null,
    hosted_page_summary: null,
    migrate: false,
    is_deleted: false,
    is_archived: plan.is_archived ?? false,
    integration: INTEGRATION,
    domain: DOMAIN,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

/** Names and phone are empty strings (we never send them), as Paystack's fetch answers. */
export const customerJson = (customer: TCustomerRecord) => ({
  id: customer.id,
  first_name: '',
  last_name: '',
  email: customer.email,
  customer_code: customer.customer_code,
  phone: '',
  metadata: {},
  risk_action: 'default',
  international_format_phone: '',
});

/** The bank a test bank payment comes from, as its authorization names it. */
export const SANDBOX_BANKS: Record<TBankChannel, string> = {
  eft: 'Test Bank (Instant EFT)',
  capitec_pay: 'Capitec Bank',
};

/** A bank payment's authorization: Paystack's same fields, no card in them, never reusable. */
export const newBankAuthorization = (
  channel: TBankChannel,
  customerCode: string,
): TAuthorizationRecord => ({
  id: numericId(),
  authorization_code: code('AUTH_', 10),
  customer_code: customerCode,
  channel,
  last4: '',
  exp_month: '',
  exp_year: '',
  brand: '',
  signature: '',
});

/** The saved card as every authorization object shows it: the test card's own fields (cards.ts). */
export function authorizationJson(auth: TAuthorizationRecord) {
  if (auth.channel && isBankChannel(auth.channel)) {
    // Paystack's OpenAPI has these as strings: empty, as no card is in a bank payment.
    return {
      authorization_code: auth.authorization_code,
      bin: null,
      last4: '',
      exp_month: '',
      exp_year: '',
      channel: auth.channel,
      card_type: '',
      bank: SANDBOX_BANKS[auth.channel],
      country_code: 'ZA',
      brand: '',
      reusable: false,
      signature: '',
      account_name: null,
    };
  }
  const card = testCardOf(auth.last4);
  return {
    authorization_code: auth.authorization_code,
    bin: card.bin,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: auth.exp_year,
    channel: 'card',
    card_type: card.card_type,
    bank: card.bank,
    country_code: card.country_code,
    brand: card.brand,
    reusable: true,
    signature: cardSignature(card),
    account_name: null,
  };
}

/** A transaction as verify answers it (`plan` is the code) and charge.success sends it. */
export function transactionJson(
  tx: TTransactionRecord,
  customer: TCustomerRecord,
  auth: TAuthorizationRecord | null,
  plan: TPlanRecord | null,
) {
  return {
    id: tx.id,
    domain: DOMAIN,
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gateway_response,
    paid_at: tx.paid_at,
    created_at: tx.created_at,
    channel: tx.channel ?? 'card',
    currency: tx.currency,
    ip_address: '127.0.0.1',
    metadata: tx.metadata ?? '',
    log: null,
    fees: null,
    fees_split: null,
    authorization: auth ? authorizationJson(auth) : {},
    customer: customerJson(customer),
    plan: plan?.plan_code ?? null,
    split: {},
    order_id: null,
    paidAt: tx.paid_at,
    createdAt: tx.created_at,
    requested_amount: tx.amount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: tx.created_at,
    plan_object: plan ? planSummaryJson(plan) : {},
    subaccount: {},
  };
}

const CHANNEL_WORDS: Record<TSandboxChannel, string> = {
  card: 'card',
  eft: 'Instant EFT',
  capitec_pay: 'Capitec Pay',
};

/** The checkout's log as charge.success carries it: paid at the first try, by `channel`. */
export const paymentLog = (channel: TSandboxChannel = 'card') => ({
  time_spent: 4,
  attempts: 1,
  authentication: null,
  errors: 0,
  success: true,
  mobile: false,
  input: [],
  channel: null,
  history: [
    { type: 'action', message: `Attempted to pay with ${CHANNEL_WORDS[channel]}`, time: 3 },
    { type: 'success', message: `Successfully paid with ${CHANNEL_WORDS[channel]}`, time: 4 },
  ],
});

/** The schedule, from the first payment (older records: the next one, then creation). */
const cron = (sub: TSubscriptionRecord, plan: TPlanRecord) =>
  cronExpression(new Date(sub.anchor ?? sub.next_payment_date ?? sub.createdAt), plan.interval);

/** A subscription as fetch answers it and the subscription.* events send it. */
export function subscriptionJson(
  sub: TSubscriptionRecord,
  plan: TPlanRecord,
  customer: TCustomerRecord,
  auth: TAuthorizationRecord,
) {
  return {
    id: sub.id,
    domain: DOMAIN,
    status: sub.status,
    subscription_code: sub.subscription_code,
    email_token: sub.email_token,
    amount: sub.amount,
    cron_expression: cron(sub, plan),
    // Paystack's subscription.not_renew sample: a subscription that will not renew has no next
    // payment (the record keeps the end of the paid period for the sandbox's own controls).
    next_payment_date: sub.status === 'non-renewing' ? null : sub.next_payment_date,
    open_invoice: null,
    createdAt: sub.createdAt,
    cancelledAt: sub.cancelledAt,
    integration: INTEGRATION,
    plan: planSummaryJson(plan),
    authorization: authorizationJson(auth),
    customer: customerJson(customer),
    invoices: [],
    invoices_history: [],
    invoice_limit: 0,
    split_code: null,
    most_recent_invoice: null,
    payments_count: 1,
    metadata: null,
  };
}

/** POST /subscription answers with the ids of the related records, not the records. */
export function subscriptionCreatedJson(
  sub: TSubscriptionRecord,
  plan: TPlanRecord,
  customer: TCustomerRecord,
  auth: TAuthorizationRecord,
) {
  return {
    customer: customer.id,
    plan: plan.id,
    integration: INTEGRATION,
    domain: DOMAIN,
    start: Math.floor(new Date(sub.createdAt).getTime() / 1000),
    status: sub.status,
    quantity: 1,
    amount: sub.amount,
    authorization: auth.id,
    invoice_limit: 0,
    split_code: null,
    subscription_code: sub.subscription_code,
    email_token: sub.email_token,
    id: sub.id,
    cancelledAt: null,
    createdAt: sub.createdAt,
    updatedAt: sub.createdAt,
    cron_expression: cron(sub, plan),
    next_payment_date: sub.next_payment_date,
    easy_cron_id: null,
    open_invoice: null,
    metadata: null,
  };
}
