import { randomUUID } from 'node:crypto';
import {
  OFFER_CODE,
  planLabel,
  purchasePrice,
  purchaseRaisesAccess,
  type TPlanCode,
  type TPurchaseCode,
  type TSubscribeResponse,
} from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { PaymentProviderError } from '../../payments/paystack-client.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import type { TBillingDeps } from './fulfilment.ts';
import {
  findLiveSubscription,
  insertCheckout,
  type TSubscriptionRow,
  updateCheckout,
  updateSubscription,
} from './repo.ts';

// The admin screens' reads (revenue, subscribers, ledger, reconciliation; the HTTP layer is
// modules/admin).
export { billingSummary } from './admin.ts';
export { ledgerCsv, listLedger } from './admin-ledger.ts';
export { enqueueReconcileNow } from './admin-reconcile.ts';
export { subscribersPage } from './admin-subscribers.ts';
// Account deletion's daily purge of what the law no longer requires kept (modules/account).
export { purgeErasedPaymentRecords } from './retention.ts';

export type TBillingContext = TBillingDeps & {
  callbackUrl: string;
  /** The zone of the dates in messages to the learner (TIME_ZONE). */
  timeZone: string;
};

/** What billing's actions need from the app (also account deletion's, modules/account). */
export const billingContext = (app: FastifyInstance): TBillingContext => ({
  db: app.db,
  provider: app.payments,
  offer: app.config.offer,
  log: app.log,
  callbackUrl: `${app.config.publicUrl}/subscription/complete`,
  timeZone: app.config.timeZone,
});

// The learner's own billing data (download) and what ends before their account is deleted.
export { billingDataOf, stopChargesBeforeErasure } from './personal-data.ts';

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

/** Starts a checkout for a plan or the offer and returns where the learner pays. */
export async function startCheckout(
  ctx: TBillingContext,
  viewer: TViewer,
  purchase: TPurchaseCode,
) {
  const price = purchasePrice(purchase, ctx.offer);
  // Paystack allows only letters, digits, '-', '.' and '=' in a reference.
  const reference = `tb-${randomUUID().replaceAll('-', '')}`;
  await insertCheckout(ctx.db, {
    reference,
    userId: viewer.id,
    purchase,
    amount: price.amount,
    currency: price.currency,
  });
  try {
    const started = await viaProvider('Payment could not start', async () =>
      initialize().catch((error: unknown) => {
        throw currencyRefused(ctx, error, purchase, price.currency) ?? error;
      }),
    );
    return { authorization_url: started.authorization_url, reference };
  } catch (error) {
    // The admin reads this: the sentence, never a class-name prefix such as "AppError: ".
    const message = error instanceof Error ? error.message : String(error);
    await updateCheckout(ctx.db, reference, { status: 'failed', message });
    throw error;
  }

  async function initialize() {
    return ctx.provider.client.initializeTransaction({
      email: viewer.email,
      amount: price.amount,
      currency: price.currency,
      reference,
      callback_url: ctx.callbackUrl,
      ...(purchase === OFFER_CODE ? {} : { plan: await ctx.provider.providerPlanCode(purchase) }),
      metadata: { user_id: viewer.id, purchase },
    });
  }
}

/**
 * Paystack answers "Currency not supported by merchant" when the account is not enabled for a
 * currency (many are not for USD). The learner gets a clear message; the log says what to change.
 */
function currencyRefused(
  ctx: TBillingContext,
  error: unknown,
  purchase: TPurchaseCode,
  currency: string,
): AppError | null {
  if (!(error instanceof PaymentProviderError) || !/currency not supported/i.test(error.message)) {
    return null;
  }
  const setting = purchase === OFFER_CODE ? 'OFFER_CURRENCY' : 'the plan currency (core plans)';
  ctx.log.error(
    { currency, purchase, setting },
    `Paystack refused ${currency}: enable ${currency} for this Paystack account, or change ${setting}`,
  );
  return new AppError(
    'UNAVAILABLE',
    `Payments in ${currency} are not available right now, so this purchase cannot start. ${
      purchase === OFFER_CODE ? 'You can still subscribe to a plan. ' : ''
    }We have been told and are fixing it.`,
  );
}

export async function subscribe(
  ctx: TBillingContext,
  viewer: TViewer,
  input: { email: string; plan: TPurchaseCode },
): Promise<TSubscribeResponse> {
  if (input.email.trim().toLowerCase() !== viewer.email.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'You can only subscribe with the email you signed in with');
  }
  const live = await findLiveSubscription(ctx.db, viewer.id);
  // Nothing is charged for access the learner already holds (core `purchaseRaisesAccess`):
  // refused here, before any call to Paystack.
  const check = purchaseRaisesAccess(
    {
      lifetimeAccess: viewer.lifetimeAccess,
      subscription: live && { plan: live.planCode, status: live.status },
    },
    input.plan,
  );
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  if (live && input.plan !== OFFER_CODE) {
    throw new AppError(
      'CONFLICT',
      `You already have the ${planLabel(live.planCode as TPlanCode)} subscription. Change it from your account page instead.`,
    );
  }
  const started = await startCheckout(ctx, viewer, input.plan);
  return { success: true, ...started, message: 'Authorization URL created' };
}

/** Update card: a fresh link to Paystack's page for the subscription's card. */
export async function cardUpdateLink(ctx: TBillingContext, viewer: TViewer) {
  const live = await findLiveSubscription(ctx.db, viewer.id);
  const code = live?.providerSubscriptionCode;
  if (!code) throw new AppError('CONFLICT', 'You have no subscription with a card to update');
  const { link } = await viaProvider('The card page could not open', () =>
    ctx.provider.client.manageLink(code),
  );
  return { link };
}
