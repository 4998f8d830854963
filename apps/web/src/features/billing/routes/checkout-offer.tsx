import { OFFER_CODE } from '@thinkbuild/core/billing';
import { formatMoney } from '@thinkbuild/core/format';
import { purchaseRaisesAccess } from '@thinkbuild/core/purchase';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { OfferGlow, OfferPitch, OfferPriceLine } from '../../../entities/plan/offer-price.tsx';
import {
  isAlreadySubscribed,
  subscribeErrorMessage,
  useOfferText,
} from '../../../entities/plan/plans.ts';
import { sectionsOpenTo } from '../../../entities/session/roles.ts';
import { useMe } from '../../../entities/session/session.ts';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useOfferQuote } from '../api/get-offer-quote.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { CouponBox, couponErrorOf } from '../components/coupon-box.tsx';

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8';

function AlreadyLifetime() {
  return (
    <section aria-labelledby="lifetime-heading" className={`${cardClass} max-w-2xl`}>
      <h2 id="lifetime-heading" className="font-bold text-slate-950 text-xl">
        You already have lifetime access
      </h2>
      <p className="mt-2 text-slate-600">
        Every section of every course is open to you for life, so there is nothing to pay.
      </p>
      <ButtonLink to="/home" size="lg" className="mt-6">
        Go to your courses
      </ButtonLink>
    </section>
  );
}

/** /checkout/offer: pay the once-off special offer for lifetime Creator access. */
export default function CheckoutOfferPage() {
  const { data: me } = useMe();
  const pay = useSubscribe();
  const OFFER_TEXT = useOfferText();
  const [coupon, setCoupon] = useState('');
  const quote = useOfferQuote(coupon);
  if (!me) return null;
  const priced = coupon !== '' && !quote.isPlaceholderData ? quote.data?.coupon : undefined;
  const couponError = couponErrorOf(pay.error);
  // What the offer does to a live subscription is said before the pay button can be pressed.
  const quoting = quote.isPending && quote.fetchStatus !== 'idle';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Only a code the quote took: a refused one is shown at its field, not sent to pay.
    if (me)
      pay.mutate({ email: me.email, plan: OFFER_CODE, ...(priced?.applied ? { coupon } : {}) });
  }

  return (
    <>
      <PageBand
        eyebrow="Checkout"
        title="Pay once, learn for life"
        lead="One payment gives you lifetime Creator access to every course."
      />
      <Container className="py-10 sm:py-14">
        {/* The offer raises anything but lifetime access (core's rule, as the server's). */}
        {!purchaseRaisesAccess(
          { lifetimeAccess: me.lifetimeAccess, subscription: null },
          OFFER_CODE,
        ).ok ? (
          <AlreadyLifetime />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
            <section
              aria-labelledby="offer-heading"
              className="relative isolate overflow-hidden rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8"
            >
              <OfferGlow />
              <OfferPitch headingId="offer-heading" />
              <ul className="mt-6 space-y-2.5 text-slate-100">
                {sectionsOpenTo('creator').map((label) => (
                  <li key={label} className="flex items-center gap-2.5">
                    <CheckIcon className="h-4 w-4 shrink-0 text-accent-400" />
                    {label}, in every course
                  </li>
                ))}
                <li className="flex items-center gap-2.5">
                  <CheckIcon className="h-4 w-4 shrink-0 text-accent-400" />A certificate for each
                  section you complete
                </li>
                <li className="flex items-center gap-2.5">
                  <CheckIcon className="h-4 w-4 shrink-0 text-accent-400" />
                  For life: no monthly bills, nothing to renew
                </li>
              </ul>
            </section>

            <form
              onSubmit={onSubmit}
              aria-labelledby="summary-heading"
              className={`${cardClass} flex flex-col`}
            >
              <h2 id="summary-heading" className="font-bold text-brand-700 text-lg">
                {OFFER_TEXT.payment}
              </h2>
              <OfferPriceLine />
              <dl className="mt-6 space-y-2 border-slate-100 border-t pt-4 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Account</dt>
                  <dd className="min-w-0 break-words text-right font-medium">{me.email}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">You get</dt>
                  <dd className="text-right font-medium">Lifetime Creator access</dd>
                </div>
              </dl>
              <div className="mt-6 grid">
                <CouponBox
                  code={coupon}
                  onChange={setCoupon}
                  busy={quote.isFetching}
                  error={couponError}
                  result={
                    priced && {
                      before: priced.price,
                      after: priced.payNow,
                      currency: priced.currency,
                      applied: priced.applied,
                      message: priced.message,
                    }
                  }
                />
              </div>
              <VerifyEmailNotice action="pay" className="mt-6" />
              {quote.data?.message && (
                <p
                  data-testid="offer-stops-subscription"
                  className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
                >
                  {quote.data.message}
                </p>
              )}
              <Button
                type="submit"
                size="lg"
                className="mt-6 w-full"
                busy={pay.isPending}
                disabled={quoting || !me.emailVerified}
              >
                {`Pay ${priced?.applied ? formatMoney(priced.payNow, priced.currency) : OFFER_TEXT.price}`}
              </Button>
              <p className="mt-3 text-center text-slate-600 text-sm">
                You pay once on Paystack&apos;s secure checkout page, by card, Instant EFT or
                Capitec Pay.
              </p>
              {pay.isError && !couponError && (
                <FormAlert className="mt-4">
                  {subscribeErrorMessage(pay.error)}
                  {isAlreadySubscribed(pay.error) && (
                    <>
                      {' '}
                      <Link to="/account" className="font-semibold underline">
                        Manage your subscription
                      </Link>
                    </>
                  )}
                </FormAlert>
              )}
            </form>
          </div>
        )}
      </Container>
    </>
  );
}
