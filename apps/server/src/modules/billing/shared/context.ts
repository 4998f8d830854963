import type { TPrice } from '@thinkbuild/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { PaymentProviderError } from '../../../payments/paystack-client.ts';
import type { TPaymentProvider } from '../../../payments/provider.ts';
import type { TVatIssuer } from '../invoices/index.ts';
import { type TSubscriptionRow, updateSubscription } from './repo.ts';

/** What billing's work needs from the app: its database, Paystack, a log and the offer. */
export type TBillingDeps = {
  db: TDb;
  provider: TPaymentProvider;
  log: FastifyBaseLogger;
  /** The offer's price (OFFER_AMOUNT in OFFER_CURRENCY). */
  offer: TPrice;
  /** The seller's VAT registration and calendar: each payment's tax invoice (decisions/044). */
  vat: TVatIssuer;
  /** The learner's calendar (TIME_ZONE): a pass's days are its days. */
  timeZone: string;
};

/** VAT_NUMBER and the rest, with TIME_ZONE for the documents' dates; null without VAT_NUMBER. */
const vatOf = (app: FastifyInstance): TVatIssuer =>
  app.config.vat && { ...app.config.vat, timeZone: app.config.timeZone };

/** The deps of a job's run, from the app whose queue runs it. */
export const depsOf = (app: FastifyInstance): TBillingDeps => ({
  db: app.db,
  provider: app.payments,
  log: app.log,
  offer: app.config.offer,
  vat: vatOf(app),
  timeZone: app.config.timeZone,
});

export type TBillingContext = TBillingDeps & {
  callbackUrl: string;
};

/** What billing's actions need from the app (also account deletion's, modules/account). */
export const billingContext = (app: FastifyInstance): TBillingContext => ({
  db: app.db,
  provider: app.payments,
  offer: app.config.offer,
  vat: vatOf(app),
  log: app.log,
  callbackUrl: `${app.config.publicUrl}/subscription/complete`,
  timeZone: app.config.timeZone,
});

/** Provider failures reach the learner as a readable 503, never as a 500. */
export async function viaProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new AppError('UNAVAILABLE', `${what}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * The email token Paystack wants with a disable or enable. subscription.create does not carry
 * it, so when we do not hold it yet we fetch the subscription (`GET /subscription/:code`).
 */
export async function emailTokenFor(ctx: TBillingContext, row: TSubscriptionRow, what: string) {
  const code = row.providerSubscriptionCode;
  if (!code) {
    throw new AppError(
      'CONFLICT',
      'Your subscription is still being set up with Paystack. Please try again in a minute.',
    );
  }
  if (row.providerEmailToken) return { code, token: row.providerEmailToken };
  const remote = await viaProvider(what, () => ctx.provider.client.fetchSubscription(code));
  if (!remote.email_token) throw new AppError('UNAVAILABLE', `${what}: Paystack gave no token`);
  await updateSubscription(ctx.db, row.id, { providerEmailToken: remote.email_token });
  return { code, token: remote.email_token };
}
