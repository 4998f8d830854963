import { formatMoney, type TPassQuoteResponse, type TSubscribeResponse } from '@thinkbuild/core';
import type { TPassChannel } from '@thinkbuild/core/pass-notices';
import { PASSES, quotePass, type TPassCode } from '@thinkbuild/core/passes';
import { AppError } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { startCheckout } from '../checkout/start.ts';
import { couponCheckout, couponPrice } from '../coupons/apply.ts';
import type { TBillingContext } from '../shared/index.ts';
import { heldForPass } from './held.ts';

/**
 * What buying `code` now would do for this learner (core `quotePass`), said before paying and
 * checked again here before any call to Paystack: the server decides the price, never the
 * browser.
 */
export async function passQuote(
  ctx: TBillingContext,
  viewer: TViewer,
  code: TPassCode,
  /** A typed coupon: taken off what is left after an upgrade's credit. */
  coupon?: string,
): Promise<TPassQuoteResponse> {
  const held = await heldForPass(ctx.db, viewer.id, new Date(), ctx.timeZone);
  const quote = quotePass(held, code, new Date(), ctx.timeZone);
  const pass = PASSES[code];
  if (!quote.ok) {
    return {
      ok: false,
      pass: code,
      kind: null,
      price: pass.amount,
      credit: 0,
      discount: 0,
      payNow: 0,
      currency: pass.currency,
      startsOn: null,
      endsOn: null,
      message: quote.message,
      couponMessage: null,
    };
  }
  const off = coupon
    ? (await couponPrice(ctx.db, viewer.id, code, { ...pass, amount: quote.payNow }, coupon)).result
    : null;
  const discount = off?.ok ? off.discount : 0;
  return {
    ok: true,
    pass: code,
    kind: quote.kind,
    price: quote.price,
    credit: quote.credit,
    discount,
    payNow: quote.payNow - discount,
    currency: pass.currency,
    startsOn: quote.startsOn,
    endsOn: quote.endsOn,
    // The line beside "Pay R720 once" names the price the button pays, not the one before it.
    message:
      discount > 0
        ? `${quote.message} With your code you pay ${formatMoney(quote.payNow - discount, pass.currency)}.`
        : quote.message,
    couponMessage: off?.message ?? null,
  };
}

/**
 * Starts the one payment for a pass, by any channel the merchant has (card, Instant EFT, Capitec
 * Pay…: `initialize` is called without `channels`, and without a plan, so it never renews).
 */
export async function buyPass(
  ctx: TBillingContext,
  viewer: TViewer,
  code: TPassCode,
  coupon?: string,
  /** The channel to pay by (a reminder's renewal link); left out, every channel is offered. */
  channel?: TPassChannel,
): Promise<TSubscribeResponse> {
  const quote = await passQuote(ctx, viewer, code);
  if (!quote.ok) throw new AppError('CONFLICT', quote.message);
  const { payNow: amount, credit, currency } = quote;
  const started = await startCheckout(
    ctx,
    viewer,
    code,
    coupon
      ? await couponCheckout(ctx.db, viewer.id, code, { amount, currency }, coupon, credit)
      : { amount, credit, discount: 0 },
    channel ? [channel] : undefined,
  );
  return { success: true, ...started, message: 'Authorization URL created' };
}
