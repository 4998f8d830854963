import { useQueryClient } from '@tanstack/react-query';
import { OFFER_CODE, purchaseLabel } from '@thinkbuild/core/billing';
import { DUPLICATE_REFUND_NOTE } from '@thinkbuild/core/purchase';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import type { TPaymentStatusResponse } from '@thinkbuild/core/schemas/billing';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { featuresOpenTo } from '../../../entities/session/roles.ts';
import { refreshMe, useMe } from '../../../entities/session/session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSearchParam } from '../../../lib/navigation.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { CheckIcon, CrossIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { usePayment } from '../api/get-payment.ts';
import {
  CONFIRMATION_PATIENCE_MS,
  paymentFailedMessage,
  paymentView,
} from '../utils/payment-text.ts';

const cardClass = 'max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8';
const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Waiting({ slow, onCheckAgain }: { slow: boolean; onCheckAgain: () => void }) {
  return (
    <div role="status" className={cardClass}>
      {slow ? (
        <>
          <h2 className="font-bold text-slate-950 text-xl">
            Confirmation is taking longer than usual
          </h2>
          <p className="mt-2 text-slate-600">
            Paystack has not told us the outcome yet. If you paid, your access opens as soon as it
            does: you can check again now, or come back later.
          </p>
          <Button size="lg" className="mt-6" onClick={onCheckAgain}>
            Check again
          </Button>
        </>
      ) : (
        <div className="flex items-start gap-4">
          <span className="mt-1 h-7 w-7 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" />
          <div>
            <h2 className="font-bold text-slate-950 text-xl">Confirming your payment…</h2>
            <p className="mt-2 text-slate-600">
              This usually takes a few seconds. There is no need to refresh this page.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}

/** Where to go once the payment is settled. */
function NextSteps() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <ButtonLink to="/home" size="lg">
        Start learning
      </ButtonLink>
      <ButtonLink to="/account" variant="secondary" size="lg">
        See your account
      </ButtonLink>
    </div>
  );
}

function Confirmed({ payment }: { payment: TPaymentStatusResponse }) {
  const { data: me } = useMe();
  const lifetime = payment.plan === OFFER_CODE || (me?.lifetimeAccess ?? false);
  const role = me?.role ?? payment.role;
  return (
    <section aria-labelledby="confirmed-heading" className={cardClass}>
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckIcon className="h-6 w-6" />
      </span>
      <h2 id="confirmed-heading" className="mt-4 font-bold text-2xl text-slate-950">
        {lifetime
          ? `You now have lifetime ${ROLE_LABELS[role]} access`
          : `You now have ${ROLE_LABELS[role]} access`}
      </h2>
      <p className="mt-2 text-slate-600">
        Payment received for {purchaseLabel(payment.plan)}. Thank you!
      </p>
      <h3 className="mt-6 font-semibold text-slate-950">Open to you now</h3>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {featuresOpenTo(role).map((label) => (
          <li key={label} className="inline-flex items-center gap-1.5 text-slate-800">
            <CheckIcon className="h-4 w-4 text-emerald-600" />
            {label}
          </li>
        ))}
      </ul>
      <NextSteps />
    </section>
  );
}

/** A payment for access already held (a second tab): the server refunds it in full. */
function Refunded({ payment }: { payment: TPaymentStatusResponse }) {
  const { data: me } = useMe();
  const role = me?.role ?? payment.role;
  return (
    <section aria-labelledby="refunded-heading" className={cardClass}>
      <h2 id="refunded-heading" className="font-bold text-2xl text-slate-950">
        This payment is refunded
      </h2>
      <p className="mt-2 text-slate-600">{payment.message}</p>
      <p className="mt-2 text-slate-600">
        You keep your {ROLE_LABELS[role]} access. We have emailed you about the refund.
      </p>
      <NextSteps />
    </section>
  );
}

function NotPaid({ payment }: { payment: TPaymentStatusResponse }) {
  const retry = payment.plan === OFFER_CODE ? '/checkout/offer' : '/subscription';
  return (
    <section aria-labelledby="failed-heading" className={cardClass}>
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <CrossIcon className="h-6 w-6" />
      </span>
      <h2 id="failed-heading" className="mt-4 font-bold text-2xl text-slate-950">
        Payment not completed
      </h2>
      <p role="alert" className="mt-2 text-slate-700">
        {paymentFailedMessage(payment.message)}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={retry} size="lg">
          Try again
        </ButtonLink>
        <ButtonLink to="/home" variant="secondary" size="lg">
          Back to your courses
        </ButtonLink>
      </div>
    </section>
  );
}

function NoPayment({ what }: { what: string }) {
  return (
    <div role="alert" className={cardClass}>
      <h2 className="font-bold text-slate-950 text-xl">{what}</h2>
      <p className="mt-2 text-slate-600">
        If you were paying for a plan, start again from{' '}
        <Link to="/subscription" className={linkClass}>
          Choose a subscription
        </Link>
        . You are only charged once Paystack confirms a payment.
      </p>
    </div>
  );
}

function PaymentStatus({ reference }: { reference: string }) {
  const queryClient = useQueryClient();
  // Polling stops after a while; "Check again" starts a new round.
  const [gaveUp, setGaveUp] = useState(false);
  const payment = usePayment(reference, !gaveUp);
  const view = paymentView(payment.data, gaveUp);
  const [accessShown, setAccessShown] = useState(false);
  const refreshed = useRef(false);

  useEffect(() => {
    if (view !== 'pending') return;
    const timer = setTimeout(() => setGaveUp(true), CONFIRMATION_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [view]);

  // The role changed on the server: load it before saying what is open now.
  useEffect(() => {
    if (view !== 'success' || refreshed.current) return;
    refreshed.current = true;
    refreshMe(queryClient)
      .catch(() => undefined)
      .finally(() => setAccessShown(true));
  }, [view, queryClient]);

  if (payment.isError && !payment.data) {
    if (payment.error instanceof ApiError && payment.error.status === 404) {
      return <NoPayment what="We could not find this payment" />;
    }
    return <LoadError what="Your payment status" retry={() => payment.refetch()} />;
  }
  if (view === 'success' && payment.data && accessShown) {
    if (payment.data.message === DUPLICATE_REFUND_NOTE) return <Refunded payment={payment.data} />;
    return <Confirmed payment={payment.data} />;
  }
  if (view === 'failed' && payment.data) return <NotPaid payment={payment.data} />;
  return (
    <Waiting
      slow={view === 'slow'}
      onCheckAgain={() => {
        setGaveUp(false);
        void payment.refetch();
      }}
    />
  );
}

/**
 * /subscription/complete?reference=…: where Paystack's checkout sends the learner back. It asks
 * the server until the payment is settled (no refresh needed), then shows the new access.
 */
export default function PaymentCompletePage() {
  // Paystack adds both; `reference` is ours, `trxref` the same value under its older name.
  const ref = useSearchParam('reference');
  const trxref = useSearchParam('trxref');
  const reference = ref || trxref;
  return (
    <>
      <PageBand eyebrow="Payment" title="Your payment" />
      <Container className="py-10 sm:py-14">
        {reference ? (
          <PaymentStatus key={reference} reference={reference} />
        ) : (
          <NoPayment what="There is no payment to confirm" />
        )}
      </Container>
    </>
  );
}
