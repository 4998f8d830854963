import { z } from 'zod';

/**
 * Our own typed client for the parts of Paystack's API we use (shared/paystack/openapi.yaml).
 * Requests time out; idempotent ones are retried with back-off on 429, 5xx and network errors;
 * every failure becomes a PaymentProviderError with a readable message. The same client talks to
 * the built-in sandbox, so the sandbox exercises this code.
 */

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    /** Paystack's HTTP status, or undefined when no answer came back. */
    readonly status?: number,
    /** Worth trying again: no answer, 429 or 5xx (not a refusal or an unreadable answer). */
    readonly transient = status === undefined || status === 429 || status >= 500,
  ) {
    super(message);
  }
}

const ZCustomer = z.looseObject({
  email: z.string(),
  customer_code: z.string(),
});

// A bank payment's authorization (Instant EFT, Capitec Pay) has the same fields, with no card
// in them: null, never reusable.
const ZAuthorization = z.looseObject({
  authorization_code: z.string().nullish(),
  last4: z.string().nullish(),
  exp_month: z.string().nullish(),
  exp_year: z.string().nullish(),
  brand: z.string().nullish(),
  channel: z.string().nullish(),
  reusable: z.boolean().nullish(),
});
export type TPaystackAuthorization = z.infer<typeof ZAuthorization>;

export const ZPaystackPlan = z.looseObject({
  name: z.string(),
  plan_code: z.string(),
  amount: z.number(),
  interval: z.string(),
  currency: z.string(),
  is_archived: z.boolean().optional(),
  is_deleted: z.boolean().optional(),
});
export type TPaystackPlan = z.infer<typeof ZPaystackPlan>;

const ZPlanPage = z.looseObject({
  data: z.array(ZPaystackPlan),
  meta: z.looseObject({ page: z.coerce.number(), pageCount: z.coerce.number() }).optional(),
});

/** A transaction as verify and `charge.success` describe it. */
export const ZPaystackTransaction = z.looseObject({
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
  paid_at: z.string().nullish(),
  /** How it was paid: card, eft, capitec_pay, qr… */
  channel: z.string().nullish(),
  customer: ZCustomer,
  authorization: ZAuthorization.nullish(),
  // verify gives the plan code as a string; charge.success gives a plan object (or {}).
  plan: z.union([z.string(), z.looseObject({ plan_code: z.string().optional() })]).nullish(),
  metadata: z.unknown().optional(),
});
export type TPaystackTransaction = z.infer<typeof ZPaystackTransaction>;

const ZInitialized = z.looseObject({
  authorization_url: z.string(),
  access_code: z.string(),
  reference: z.string(),
});

const ZSubscriptionCreated = z.looseObject({
  subscription_code: z.string(),
  email_token: z.string(),
  status: z.string(),
  next_payment_date: z.string().nullish(),
});

/** A subscription as `GET /subscription/:code` answers it (where we learn the email token). */
export const ZPaystackSubscription = z.looseObject({
  subscription_code: z.string(),
  email_token: z.string().nullish(),
  status: z.string(),
  next_payment_date: z.string().nullish(),
});
export type TPaystackSubscription = z.infer<typeof ZPaystackSubscription>;

/**
 * One of a customer's subscriptions as Fetch Customer lists them (CustomerFetchResponse leaves
 * their items untyped): the plan may come as an object with its code or as an id only.
 */
export const ZPaystackCustomerSubscription = ZPaystackSubscription.extend({
  createdAt: z.string().nullish(),
  plan: z.union([z.number(), z.looseObject({ plan_code: z.string().optional() })]).nullish(),
});
export type TPaystackCustomerSubscription = z.infer<typeof ZPaystackCustomerSubscription>;

const ZCustomerWithSubscriptions = z.looseObject({
  subscriptions: z.array(ZPaystackCustomerSubscription),
});

/** One refund as List Refunds (`GET /refund`, RefundListResponseArray) describes it. */
export const ZPaystackRefund = z.looseObject({
  id: z.number(),
  /** The refunded charge: its id and its reference. */
  transaction: z.number(),
  transaction_reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type TPaystackRefund = z.infer<typeof ZPaystackRefund>;

const ZRefundPage = z.looseObject({
  data: z.array(ZPaystackRefund),
  meta: z.looseObject({ page: z.coerce.number(), pageCount: z.coerce.number() }),
});

const ZTransactionPage = z.looseObject({
  data: z.array(ZPaystackTransaction),
  meta: z.looseObject({ page: z.coerce.number(), pageCount: z.coerce.number() }),
});

export type TFetch = (input: string, init?: RequestInit) => Promise<Response>;

export type TPaystackClientOptions = {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
  /** Attempts for retryable requests (default 3), with back-off starting at `backoffMs`. */
  attempts?: number;
  backoffMs?: number;
  fetch?: TFetch;
};

const ZEnvelope = z.looseObject({ status: z.boolean(), message: z.string().optional() });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createPaystackClient(options: TPaystackClientOptions) {
  const doFetch: TFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 300;

  async function once(method: string, path: string, body?: unknown) {
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentProviderError(
        timedOut
          ? `Paystack did not answer within ${options.timeoutMs / 1000} s`
          : 'Paystack could not be reached',
      );
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PaymentProviderError(`Paystack answered ${res.status} without JSON`, res.status);
    }
    const envelope = ZEnvelope.safeParse(json);
    if (!res.ok || !envelope.success || !envelope.data.status) {
      const said = envelope.success ? envelope.data.message : undefined;
      throw new PaymentProviderError(said || `Paystack answered ${res.status}`, res.status);
    }
    return json as { data?: unknown };
  }

  /** Retries only what cannot double-charge: reads, and writes marked idempotent. */
  async function call<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    body?: unknown,
    idempotent = method === 'GET',
    /** Parse the whole answer (with `meta`), not only its `data`. */
    whole = false,
  ): Promise<T> {
    let lastError: PaymentProviderError | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const json = await once(method, path, body);
        const parsed = schema.safeParse(whole ? json : json.data);
        if (!parsed.success) {
          throw new PaymentProviderError(
            `Paystack's answer to ${method} ${path} was not understood`,
            200,
            false,
          );
        }
        return parsed.data;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        lastError = error;
        const retryable = error.transient && (idempotent || error.status === 429);
        if (!retryable || attempt === attempts) throw error;
        await sleep(backoffMs * 2 ** (attempt - 1));
      }
    }
    throw lastError ?? new PaymentProviderError('Paystack request failed');
  }

  /** Paystack pages its lists: reads page after page until the last (or an empty one). */
  async function everyPage<T>(
    schema: z.ZodType<{ data: T[]; meta?: { pageCount: number } }>,
    path: (page: number) => string,
  ): Promise<T[]> {
    const all: T[] = [];
    for (let page = 1; page <= 1000; page++) {
      const answer = await call(schema, 'GET', path(page), undefined, true, true);
      all.push(...answer.data);
      if (answer.data.length === 0 || page >= (answer.meta?.pageCount ?? 1)) break;
    }
    return all;
  }

  return {
    /** Every plan, page after page (Paystack pages its lists). */
    listPlans: () => everyPage(ZPlanPage, (page) => `/plan?perPage=50&page=${page}`),
    createPlan: (plan: { name: string; amount: number; interval: string; currency: string }) =>
      call(ZPaystackPlan, 'POST', '/plan', plan),
    /** Safe to retry: Paystack refuses a second transaction with the same reference. */
    initializeTransaction: (input: {
      email: string;
      amount: number;
      currency: string;
      reference: string;
      callback_url: string;
      plan?: string;
      metadata?: Record<string, unknown>;
      /** What the checkout may offer; left out, every channel the merchant has. */
      channels?: string[];
    }) => call(ZInitialized, 'POST', '/transaction/initialize', input, true),
    verifyTransaction: (reference: string) =>
      call(ZPaystackTransaction, 'GET', `/transaction/verify/${encodeURIComponent(reference)}`),
    createSubscription: (input: {
      customer: string;
      plan: string;
      authorization: string;
      start_date?: string;
    }) => call(ZSubscriptionCreated, 'POST', '/subscription', input),
    fetchSubscription: (code: string) =>
      call(ZPaystackSubscription, 'GET', `/subscription/${encodeURIComponent(code)}`),
    /** The customer's subscriptions, whatever their status (Fetch Customer, by email or code). */
    customerSubscriptions: async (emailOrCode: string) =>
      (
        await call(
          ZCustomerWithSubscriptions,
          'GET',
          `/customer/${encodeURIComponent(emailOrCode)}`,
        )
      ).subscriptions,
    /** Paystack's page where the customer replaces the subscription's card. */
    manageLink: (code: string) =>
      call(
        z.looseObject({ link: z.string() }),
        'GET',
        `/subscription/${encodeURIComponent(code)}/manage/link`,
      ),
    /** Not retried after a 5xx: a second refund would pay back twice. */
    refund: (input: { transaction: string; amount?: number; merchant_note?: string }) =>
      call(z.looseObject({ amount: z.number(), status: z.string() }), 'POST', '/refund', input),
    /** Every refund created in [from, to] (either may be left open), page after page. */
    listRefunds: (window: { from?: Date; to?: Date } = {}) =>
      everyPage(ZRefundPage, (page) => {
        const query = new URLSearchParams({ perPage: '50', page: String(page) });
        if (window.from) query.set('from', window.from.toISOString());
        if (window.to) query.set('to', window.to.toISOString());
        return `/refund?${query}`;
      }),
    /** Every successful transaction created since `from`, page after page (List Transactions). */
    listSuccessfulTransactions: (from: Date) =>
      everyPage(ZTransactionPage, (page) => {
        const query = new URLSearchParams({
          per_page: '50',
          page: String(page),
          status: 'success',
        });
        query.set('from', from.toISOString());
        return `/transaction?${query}`;
      }),
    disableSubscription: (input: { code: string; token: string }) =>
      call(z.unknown(), 'POST', '/subscription/disable', input, true),
    enableSubscription: (input: { code: string; token: string }) =>
      call(z.unknown(), 'POST', '/subscription/enable', input, true),
  };
}

export type TPaystackClient = ReturnType<typeof createPaystackClient>;
