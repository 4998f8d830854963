import { purchaseLabel, type TPlanCode } from '@thinkbuild/core/billing';
import { MESSAGES } from '@thinkbuild/core/messages';
import { CURRENCY } from '@thinkbuild/core/plans';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_PLAN,
  isAlreadySubscribed,
  planPrice,
  subscribeErrorMessage,
} from '../../../lib/plans.ts';
import { useMe } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert, Spinner } from '../../../ui/form-alert.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { PlanPicker } from '../../../ui/plan-picker.tsx';
import { useSubscribe } from '../api/subscribe.ts';

const linkClass = 'font-semibold underline underline-offset-2';

/** What the learner already has, so nobody pays twice by mistake. */
function CurrentAccess() {
  const { data: me } = useMe();
  if (!me || me.role === 'free' || me.role === 'admin') return null;
  return (
    <div className="mx-auto mb-8 max-w-3xl rounded-2xl border border-brand-100 bg-brand-50 px-5 py-4 text-slate-800 text-sm">
      {me.lifetimeAccess ? (
        <p>
          You already have lifetime Creator access: every section of every course is open to you.
        </p>
      ) : (
        <p>
          You are on the {ROLE_LABELS[me.role]} plan. To switch plans or cancel, go to{' '}
          <Link to="/account" className={`${linkClass} text-brand-700`}>
            Manage Your Account
          </Link>
          .
        </p>
      )}
    </div>
  );
}

/** /subscription: "Choose a subscription" (SPEC.md §2, §4, §7). */
export default function SubscriptionPage() {
  const { data: me } = useMe();
  const subscribeMutation = useSubscribe();
  const [plan, setPlan] = useState<TPlanCode>(DEFAULT_PLAN);
  const [missing, setMissing] = useState(false);
  const price = planPrice(plan);
  const busy = subscribeMutation.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const email = me?.email.trim();
    setMissing(!email || !plan);
    if (!email || !plan) return;
    subscribeMutation.mutate({ email, plan });
  }

  const error = subscribeMutation.error;
  return (
    <>
      <PageBand
        eyebrow="Plans"
        title="Choose a subscription"
        lead="Pick how deep you want to go, and whether to pay monthly or annually. You can change or cancel any time."
      />
      <Container className="py-10 sm:py-14">
        <CurrentAccess />
        <form onSubmit={onSubmit} noValidate aria-label="Choose a subscription">
          <p className="mb-4 text-center text-slate-600 text-sm">
            Prices in{' '}
            <span className="rounded-full bg-slate-900 px-2.5 py-0.5 font-bold text-white text-xs tracking-wider">
              {CURRENCY}
            </span>{' '}
            (South African rand)
          </p>
          <PlanPicker value={plan} onChange={setPlan} />

          <div className="mx-auto mt-10 flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <div>
              <p className="font-bold text-slate-950">
                {purchaseLabel(plan)}: {price.amount}
                {price.per}
              </p>
              <p className="mt-1 break-words text-slate-600 text-sm">
                {me ? `Subscribing as ${me.email}. ` : ''}You pay on Paystack&apos;s secure checkout
                page.
              </p>
            </div>
            <Button
              type="submit"
              size="lg"
              className="shrink-0"
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && <Spinner />}
              Subscribe
            </Button>
          </div>

          <div className="mx-auto mt-4 max-w-3xl">
            {missing && <FormAlert>{MESSAGES.subscribeMissing}</FormAlert>}
            {!missing && error && (
              <FormAlert>
                {subscribeErrorMessage(error)}
                {isAlreadySubscribed(error) && (
                  <>
                    {' '}
                    <Link to="/account" className={linkClass}>
                      Manage your subscription
                    </Link>
                  </>
                )}
              </FormAlert>
            )}
          </div>
        </form>
        <p className="mt-8 text-center text-slate-600 text-sm">
          Not ready yet?{' '}
          <Link to="/home" className={`${linkClass} text-brand-700`}>
            Start with the free Build lessons
          </Link>
        </p>
      </Container>
    </>
  );
}
