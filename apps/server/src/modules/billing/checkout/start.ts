import { randomUUID } from 'node:crypto';
import {
  isPlanCode,
  OFFER_CODE,
  planLabel,
  purchasePrice,
  purchaseRaisesAccess,
  type TPlanCode,
  type TPurchaseCode,
  type TSubscribeResponse,
} from '@thinkbuild/core';
import {
  isPassCode,
  PASSES,
  subscriptionBesidePass,
  type TPassCode,
} from '@thinkbuild/core/passes';
import { AppError } from '../../../http/app-error.ts';
import { PaymentProviderError } from '../../../payments/paystack-client.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { couponCheckout } from '../coupons/apply.ts';
import { runningPassOf } from '../passes/held.ts';
import {
  findLiveSubscription,
  insertCheckout,
  type TBillingContext,
  updateCheckout,
  viaProvider,
} from '../shared/index.ts';

/** Starts a checkout for a plan or the offer and returns where the learner pays. */
export async function startCheckout(
  ctx: TBillingContext,
  viewer: TViewer,
  purchase: TPurchaseCode | TPassCode,
  /**
   * What the server's quote asks for after an upgrade's credit and a coupon; `record` writes the
   * checkout row itself, with the coupon's use held in the same transaction (coupons/apply.ts).
   */
  quoted?: {
    amount: number;
    credit: number;
    discount: number;
    record?: (row: Parameters<typeof insertCheckout>[1]) => Promise<void>;
  },
  channels?: string[],
) {
  const listed = isPassCode(purchase) ? PASSES[purchase] : purchasePrice(purchase, ctx.offer);
  const price = { amount: quoted?.amount ?? listed.amount, currency: listed.currency };
  // Paystack allows only letters, digits, '-', '.' and '=' in a reference.
  const reference = `tb-${randomUUID().replaceAll('-', '')}`;
  const record = quoted?.record ?? ((row) => insertCheckout(ctx.db, row));
  await record({
    reference,
    userId: viewer.id,
    purchase,
    amount: price.amount,
    currency: price.currency,
    credit: quoted?.credit ?? 0,
    discount: quoted?.discount ?? 0,
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
      ...(isPlanCode(purchase) ? { plan: await ctx.provider.providerPlanCode(purchase) } : {}),
      // Left out, Paystack offers every channel the merchant has; a pass renewed from its
      // reminder asks for the one it was paid with.
      ...(channels ? { channels } : {}),
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
  purchase: TPurchaseCode | TPassCode,
  currency: string,
): AppError | null {
  if (!(error instanceof PaymentProviderError) || !/currency not supported/i.test(error.message)) {
    return null;
  }
  const setting = purchase === OFFER_CODE ? 'OFFER_CURRENCY' : 'the plan currency (core plans)';
  const others = isPlanCode(purchase) ? '' : 'You can still subscribe to a plan. ';
  ctx.log.error(
    { currency, purchase, setting },
    `Paystack refused ${currency}: enable ${currency} for this Paystack account, or change ${setting}`,
  );
  return new AppError(
    'UNAVAILABLE',
    `Payments in ${currency} are not available right now, so this purchase cannot start. ${others}We have been told and are fixing it.`,
  );
}

export async function subscribe(
  ctx: TBillingContext,
  viewer: TViewer,
  input: { email: string; plan: TPurchaseCode; coupon?: string | undefined },
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
  if (input.plan !== OFFER_CODE) {
    // A subscription charges at once and takes no credit: never beside a running pass.
    const pass = await runningPassOf(ctx.db, viewer.id, new Date(), ctx.timeZone);
    const beside = subscriptionBesidePass(pass, new Date(), ctx.timeZone);
    if (!beside.ok) throw new AppError('CONFLICT', beside.message);
  }
  if (live && input.plan !== OFFER_CODE) {
    throw new AppError(
      'CONFLICT',
      `You already have the ${planLabel(live.planCode as TPlanCode)} subscription. Change it from your account page instead.`,
    );
  }
  // A coupon takes off the offer only (never a subscription: the request's schema says so).
  const quoted =
    input.coupon && input.plan === OFFER_CODE
      ? await couponCheckout(
          ctx.db,
          viewer.id,
          OFFER_CODE,
          purchasePrice(OFFER_CODE, ctx.offer),
          input.coupon,
        )
      : undefined;
  const started = await startCheckout(ctx, viewer, input.plan, quoted);
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
