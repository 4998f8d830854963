import {
  formatPaymentDate,
  isLiveStatus,
  isPlanCode,
  purchaseLabel,
  type TPlanCode,
} from '@thinkbuild/core/billing';
import { planWords, scheduledChangeText } from '@thinkbuild/core/plan-change';
import { changeRaisesAccess } from '@thinkbuild/core/purchase';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { useId, useState } from 'react';
import { DEFAULT_PLAN, planPrice } from '../../../lib/plans.ts';
import { useMe, useTimeZone } from '../../../lib/session.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert, Spinner } from '../../../ui/form-alert.tsx';
import { CrossIcon } from '../../../ui/icons.tsx';
import { PlanPicker } from '../../../ui/plan-picker.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useChangePreview, useChangeSubscription } from '../api/change-subscription.ts';

type TSubscription = TCustomerResponse['subscriptions'][number];

type TDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The current subscription (subscriptions[0]), if any. */
  subscription: TSubscription | undefined;
  /** While a change is scheduled: the plan still held (paid, current period), the basis. */
  held?: TSubscription | undefined;
  /** Called with the server's message once a change or cancel went through. */
  onDone: (message: string) => void;
};

type TStep = 'choose' | 'confirm-change' | 'confirm-cancel';

const errorText = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Check your connection and try again.';

function NoSubscription({ onClose }: { onClose: () => void }) {
  return (
    <>
      <p className="mt-2 text-slate-600">
        You have no active subscription to change or cancel. Choose a plan to open more sections of
        every course.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onClose}>
          Close
        </Button>
        <ButtonLink to="/subscription" size="lg">
          Choose a subscription
        </ButtonLink>
      </div>
    </>
  );
}

function Manage({
  subscription,
  held,
  onDone,
}: Pick<TDialogProps, 'onDone' | 'held'> & { subscription: TSubscription }) {
  // A scheduled change is not the plan the learner has: the held plan is the basis.
  const scheduled = subscription.starts_on && held ? subscription : undefined;
  const basis = scheduled && held ? held : subscription;
  const current = isPlanCode(basis.plan) ? basis.plan : undefined;
  const [plan, setPlan] = useState<TPlanCode>(current ?? DEFAULT_PLAN);
  const [step, setStep] = useState<TStep>('choose');
  const change = useChangeSubscription();
  const cancel = useCancelSubscription();
  const [refusal, setRefusal] = useState<string | null>(null);
  const nonRenewing = subscription.status === 'non-renewing';
  const timeZone = useTimeZone();
  const until = formatPaymentDate(basis.next_payment_date, timeZone);
  const busy = change.isPending || cancel.isPending;
  const price = planPrice(plan);
  const preview = useChangePreview(plan, step === 'confirm-change' && plan !== current);
  // A lifetime learner gains nothing from any plan: the server refuses it (core's rule).
  const { data: me } = useMe();
  const changeCheck = changeRaisesAccess({
    lifetimeAccess: me?.lifetimeAccess ?? false,
    subscription: { plan: basis.plan, status: subscription.status },
  });

  const settle = (answer: { success: boolean; message: string }) => {
    if (answer.success) onDone(answer.message);
    else setRefusal(answer.message);
  };
  const back = () => {
    setRefusal(null);
    change.reset();
    cancel.reset();
    setStep('choose');
  };
  const failure =
    refusal ?? (change.error || cancel.error ? errorText(change.error ?? cancel.error) : null);

  if (step === 'confirm-change') {
    return (
      <>
        {plan === current ? (
          <p className="mt-3 text-slate-700">
            Keep <strong>{purchaseLabel(plan)}</strong> and let it renew again ({price.amount}
            {price.per})?
          </p>
        ) : (
          <p className="mt-3 text-slate-700">
            Change from <strong>{purchaseLabel(basis.plan)}</strong> to{' '}
            <strong>
              {purchaseLabel(plan)} ({price.amount}
              {price.per})
            </strong>
            ?
          </p>
        )}
        {plan !== current && (
          <p className="mt-2 font-semibold text-slate-900" data-testid="change-terms">
            {preview.data?.message ?? (preview.isError ? '' : 'Working out the cost…')}
          </p>
        )}
        <p className="mt-2 text-slate-600 text-sm">
          You never pay for two subscriptions. If the new plan needs a payment and no card is saved,
          you go to Paystack&apos;s checkout next.
        </p>
        {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            size="lg"
            className="whitespace-nowrap"
            onClick={back}
            disabled={busy}
          >
            Back
          </Button>
          <Button
            size="lg"
            className="whitespace-nowrap"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => change.mutate({ plan }, { onSuccess: settle })}
          >
            {busy && <Spinner />}
            Yes, change subscription
          </Button>
        </div>
      </>
    );
  }

  if (step === 'confirm-cancel') {
    return (
      <>
        <p className="mt-3 text-slate-700">
          Cancel your <strong>{purchaseLabel(basis.plan)}</strong> subscription?
        </p>
        <p className="mt-2 text-slate-600 text-sm">
          It will not renew{scheduled ? ' and the scheduled change is cancelled too' : ''}. You keep
          your access until {until}.
        </p>
        {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            size="lg"
            className="whitespace-nowrap"
            onClick={back}
            disabled={busy}
          >
            Keep my subscription
          </Button>
          <Button
            size="lg"
            className="whitespace-nowrap bg-red-700 hover:bg-red-800"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => cancel.mutate(undefined, { onSuccess: settle })}
          >
            {busy && <Spinner />}
            Yes, cancel subscription
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <p className="mt-2 text-slate-600 text-sm">
        Choose how often to pay and a tier, then change. Or cancel: you keep access until the end of
        the period you paid for.
      </p>
      {scheduled && current && isPlanCode(scheduled.plan) && scheduled.starts_on && (
        <div className="mt-4 flex flex-col gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sky-950 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold">
              {scheduledChangeText(scheduled.plan, scheduled.starts_on, timeZone)}.
            </span>{' '}
            Until then you keep {planWords(current)}.
          </p>
          <Button
            variant="secondary"
            className="shrink-0 whitespace-nowrap"
            disabled={busy}
            aria-busy={change.isPending || undefined}
            onClick={() => change.mutate({ plan: current }, { onSuccess: settle })}
          >
            {change.isPending && <Spinner />}
            Keep {planWords(current)}
          </Button>
        </div>
      )}
      {scheduled && failure && <FormAlert className="mt-4">{failure}</FormAlert>}
      <div className="mt-5">
        <PlanPicker value={plan} onChange={setPlan} layout="compact" current={current} />
      </div>
      {nonRenewing && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          Your subscription is already cancelled: access until {until}.
        </p>
      )}
      {!changeCheck.ok && (
        <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-slate-800 text-sm">
          {changeCheck.message}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button
          variant="secondary"
          size="lg"
          disabled={nonRenewing}
          onClick={() => setStep('confirm-cancel')}
        >
          Cancel Subscription
        </Button>
        <Button
          size="lg"
          // The plan you already have, still renewing, is no change; a cancelled one can resume.
          disabled={
            !changeCheck.ok ||
            (plan === current && subscription.status === 'active' && !scheduled) ||
            plan === scheduled?.plan
          }
          onClick={() => setStep('confirm-change')}
        >
          Change Subscription
        </Button>
      </div>
    </>
  );
}

/** "Manage your subscription": change plan or cancel, each confirmed in a second step. */
export function ManageSubscriptionDialog({
  open,
  onClose,
  subscription,
  held,
  onDone,
}: TDialogProps) {
  const titleId = useId();
  const live = subscription && isLiveStatus(subscription.status) ? subscription : undefined;
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="wide">
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-extrabold text-2xl text-slate-950 tracking-tight">
            Manage your subscription
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CrossIcon className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {live ? (
          <Manage subscription={live} held={held} onDone={onDone} />
        ) : (
          <NoSubscription onClose={onClose} />
        )}
      </div>
    </Dialog>
  );
}
