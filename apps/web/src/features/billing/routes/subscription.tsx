import { useQueryClient } from '@tanstack/react-query';
import {
  isPlanCode,
  PLANS,
  planLabel,
  purchaseLabel,
  type TPlanCode,
} from '@thinkbuild/core/billing';
import { HAVE_EVERYTHING } from '@thinkbuild/core/founding';
import { MESSAGES } from '@thinkbuild/core/messages';
import { CURRENCY } from '@thinkbuild/core/plans';
import {
  LIFETIME_HELD_MESSAGE,
  purchaseRaisesAccess,
  type THeldAccess,
} from '@thinkbuild/core/purchase';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PlanPicker } from '../../../entities/plan/plan-picker.tsx';
import {
  DEFAULT_PLAN,
  isAlreadySubscribed,
  planPrice,
  subscribeErrorMessage,
} from '../../../entities/plan/plans.ts';
import { ResumeSubscription } from '../../../entities/plan/resume-subscription.tsx';
import { useMe, useTimeZone } from '../../../entities/session/session.ts';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Container } from '../../../ui/container.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageBand } from '../../../ui/page-band.tsx';
import { useHeldAccess } from '../api/get-held.ts';
import { useSubscribe } from '../api/subscribe.ts';
import { PassPicker } from '../components/pass-picker.tsx';
import { SponsorCodeBox } from '../components/sponsor-code-box.tsx';

const linkClass = 'font-semibold underline underline-offset-2';

/** A lifetime learner is shown what they hold instead of plans to pay for. */
function LifetimeHeld() {
  return (
    <section
      aria-labelledby="held-heading"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="held-heading" className="font-bold text-slate-950 text-xl">
        You already have lifetime access
      </h2>
      <p className="mt-2 text-slate-600">{LIFETIME_HELD_MESSAGE} There is nothing to pay.</p>
      <ButtonLink to="/home" size="lg" className="mt-6">
        Go to your courses
      </ButtonLink>
    </section>
  );
}

/**
 * A subscriber changes plans on /account (the server refuses a second checkout): what they hold,
 * in core's words when the chosen plan adds nothing, instead of a pay button.
 */
function changeInsteadText(held: THeldAccess, current: TPlanCode, plan: TPlanCode) {
  const check = purchaseRaisesAccess(held, plan);
  if (!check.ok) return check.message;
  return `You are on the ${planLabel(current)} plan. To move up to ${ROLE_LABELS[PLANS[plan].tier]}, change your plan on your account page.`;
}

/** /subscription: "Choose a subscription" (SPEC.md §2, §4, §7). */
export default function SubscriptionPage() {
  const { data: me } = useMe();
  const { held, pending, standing, current: currentSubscription } = useHeldAccess();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const subscribeMutation = useSubscribe();
  const [plan, setPlan] = useState<TPlanCode>(DEFAULT_PLAN);
  const [missing, setMissing] = useState(false);
  const price = planPrice(plan);
  const busy = subscribeMutation.isPending;
  const current = held?.subscription?.plan;
  const subscribed = held && current && isPlanCode(current) ? { held, current } : null;

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
      {held?.lifetimeAccess ? (
        // Where plans would be sold: what a lifetime member holds (docs/decisions/032).
        <PageBand
          eyebrow="Plans"
          title={HAVE_EVERYTHING}
          lead="Lifetime Creator access: every plan's sections, exercises and certificates are yours."
        />
      ) : (
        <PageBand
          eyebrow="Plans"
          title="Choose a subscription"
          lead="Pick how deep you want to go, and whether to pay monthly or annually. You can change or cancel any time."
        />
      )}
      <Container className="py-10 sm:py-14">
        {held?.lifetimeAccess ? (
          <LifetimeHeld />
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Choose a subscription">
            <p className="mb-4 text-center text-slate-600 text-sm">
              Prices in{' '}
              <span className="rounded-full bg-slate-900 px-2.5 py-0.5 font-bold text-white text-xs tracking-wider">
                {CURRENCY}
              </span>{' '}
              (South African rand)
            </p>
            {!subscribed && <VerifyEmailNotice action="pay" className="mx-auto mb-6 max-w-3xl" />}
            <PlanPicker value={plan} onChange={setPlan} />

            <div className="mx-auto mt-10 flex max-w-3xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-6">
              <div>
                <p className="font-bold text-slate-950">
                  {purchaseLabel(plan)}: {price.amount}
                  {price.per}
                </p>
                {subscribed ? (
                  <>
                    <p className="mt-1 text-slate-700 text-sm" role="status">
                      {standing && <strong className="block font-semibold">{standing}</strong>}
                      {changeInsteadText(subscribed.held, subscribed.current, plan)}
                    </p>
                    <ResumeSubscription
                      subscription={currentSubscription}
                      timeZone={timeZone}
                      refresh={() => queryClient.invalidateQueries({ queryKey: ['customer'] })}
                      className="mt-3"
                    />
                  </>
                ) : (
                  <p className="mt-1 break-words text-slate-600 text-sm">
                    {me ? `Subscribing as ${me.email}. ` : ''}You pay on Paystack&apos;s secure
                    checkout page. A subscription renews on your card.
                  </p>
                )}
              </div>
              {subscribed ? (
                <ButtonLink to="/account" size="lg" className="shrink-0">
                  Manage your subscription
                </ButtonLink>
              ) : (
                <Button
                  type="submit"
                  size="lg"
                  className="shrink-0"
                  busy={busy}
                  disabled={pending || me?.emailVerified === false}
                >
                  Subscribe
                </Button>
              )}
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
        )}
        {held && !held.lifetimeAccess && <PassPicker />}
        {held && !held.lifetimeAccess && <SponsorCodeBox />}
        {!held?.lifetimeAccess && !subscribed && (
          <p className="mt-8 text-center text-slate-600 text-sm">
            Not ready yet?{' '}
            <Link to="/home" className={`${linkClass} text-brand-700`}>
              Start with the free Build lessons
            </Link>
          </p>
        )}
      </Container>
    </>
  );
}
