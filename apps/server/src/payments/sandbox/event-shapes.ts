/**
 * The exact shape of each webhook event Paystack sends, field for field as in its own samples
 * (shared/paystack/webhook-samples): the sandbox builds an event from its full records and
 * keeps only these fields, so it never sends one the real event lacks (subscription.create has
 * no `email_token`, invoice.update's subscription neither). `test/sandbox-events.test.ts`
 * compares what the sandbox sends with the sample files themselves.
 */
type TShape = { [key: string]: true | 'any' | TShape };

const keys = (list: string, nested: Record<string, 'any' | TShape> = {}): TShape => ({
  ...Object.fromEntries(list.split(' ').map((k) => [k, true] as const)),
  ...nested,
});

const AUTH_SHORT = keys(
  'authorization_code bin last4 exp_month exp_year card_type bank country_code brand account_name',
);
const AUTH_FULL = keys(
  'authorization_code bin last4 exp_month exp_year channel card_type bank country_code brand reusable signature account_name',
);
const CUSTOMER_SHORT = keys('first_name last_name email customer_code phone metadata risk_action');
const CUSTOMER_ID = keys('id first_name last_name email customer_code phone metadata risk_action');
const CUSTOMER_FULL = keys(
  'id first_name last_name email customer_code phone metadata risk_action international_format_phone',
);
const PLAN = keys('name plan_code description amount interval send_invoices send_sms currency');
const PLAN_ID = keys(
  'id name plan_code description amount interval send_invoices send_sms currency',
);
const INVOICE_SUB =
  'status subscription_code amount cron_expression next_payment_date open_invoice';
const INVOICE =
  'domain invoice_code amount period_start period_end status paid paid_at description created_at';
const TX_SHORT = keys('reference status amount currency');

const invoice = (auth: TShape, sub: string, customer: TShape, transaction: 'any' | TShape) =>
  keys(INVOICE, { authorization: auth, subscription: keys(sub), customer, transaction });

export const EVENT_SHAPES: Record<string, TShape> = {
  'charge.success': keys(
    'id domain status reference amount message gateway_response paid_at created_at channel currency ip_address metadata fees',
    {
      log: keys('time_spent attempts authentication errors success mobile input channel history'),
      customer: CUSTOMER_ID,
      authorization: AUTH_SHORT,
      // {} without a plan; Paystack's plan object with one.
      plan: 'any',
    },
  ),
  'subscription.create': keys(
    'domain status subscription_code amount cron_expression next_payment_date open_invoice createdAt created_at',
    { plan: PLAN, authorization: AUTH_SHORT, customer: CUSTOMER_SHORT },
  ),
  'subscription.disable': keys(
    'domain status subscription_code email_token amount cron_expression next_payment_date open_invoice created_at',
    { plan: PLAN_ID, authorization: AUTH_SHORT, customer: CUSTOMER_SHORT },
  ),
  'subscription.not_renew': keys(
    'id domain status subscription_code email_token amount cron_expression next_payment_date open_invoice integration invoices invoices_history invoice_limit split_code most_recent_invoice created_at',
    { plan: PLAN_ID, authorization: AUTH_FULL, customer: CUSTOMER_FULL },
  ),
  // The sandbox sends invoice.create before the charge, so its transaction is {} as in the
  // invoice.payment_failed sample (an invoice with no charge yet).
  'invoice.create': invoice(AUTH_FULL, `${INVOICE_SUB} email_token`, CUSTOMER_ID, 'any'),
  // A failed invoice has no transaction yet: {}.
  'invoice.payment_failed': invoice(AUTH_FULL, `${INVOICE_SUB} email_token`, CUSTOMER_ID, 'any'),
  'invoice.update': invoice(AUTH_SHORT, INVOICE_SUB, CUSTOMER_SHORT, TX_SHORT),
  // Refund events have no sample in shared/paystack: the three the sandbox sends share the
  // shape of Paystack's refunds guide (ADR 006), kept here so they cannot drift apart.
  ...Object.fromEntries(
    ['refund.pending', 'refund.processed', 'refund.failed'].map((event) => [
      event,
      keys(
        'status transaction_reference refund_reference amount currency processor integration domain',
        { customer: keys('first_name last_name email') },
      ),
    ]),
  ),
  /** One entry of the event's list. */
  'subscription.expiring_cards': keys('expiry_date description brand', {
    subscription: keys('id subscription_code amount next_payment_date', {
      plan: keys('interval id name plan_code'),
    }),
    customer: keys('id first_name last_name email customer_code'),
  }),
};

function project(full: unknown, shape: TShape, path: string): Record<string, unknown> {
  const source = (full ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(shape)) {
    if (!(key in source)) throw new Error(`sandbox event field ${path}.${key} is missing`);
    const value = source[key];
    out[key] =
      rule === true || rule === 'any' || value === null || typeof value !== 'object'
        ? value
        : project(value, rule, `${path}.${key}`);
  }
  return out;
}

/** The event as Paystack sends it: `full` (a superset) cut down to the sample's fields. */
export function shapeEvent(event: string, full: unknown): unknown {
  const shape = EVENT_SHAPES[event];
  if (!shape) return full;
  return Array.isArray(full)
    ? full.map((item, i) => project(item, shape, `${event}[${i}]`))
    : project(full, shape, event);
}
