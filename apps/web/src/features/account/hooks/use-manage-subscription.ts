import {
  accessEndsAt,
  formatPaymentDate,
  isPlanCode,
  type TPlanCode,
} from '@thinkbuild/core/billing';
import { changeRaisesAccess } from '@thinkbuild/core/purchase';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { useState } from 'react';
import { DEFAULT_PLAN } from '../../../entities/plan/plans.ts';
import { useMe, useTimeZone } from '../../../entities/session/session.ts';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useChangePreview, useChangeSubscription } from '../api/change-subscription.ts';

export type TSubscription = TCustomerResponse['subscriptions'][number];
export type TManageStep = 'choose' | 'confirm-change' | 'confirm-cancel';

const errorText = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : 'Something went wrong. Check your connection and try again.';

/**
 * The state of "Manage your subscription": the plan chosen, the step (choose, confirm a change,
 * confirm a cancel), the change and cancel requests, and what the server refused or failed with.
 * `held` is the plan still held while a change is scheduled: then it, not the scheduled one, is
 * the basis the learner changes from.
 */
export function useManageSubscription(
  subscription: TSubscription,
  held: TSubscription | undefined,
  onDone: (message: string) => void,
) {
  const scheduled = subscription.starts_on && held ? subscription : undefined;
  const basis = scheduled && held ? held : subscription;
  const current = isPlanCode(basis.plan) ? basis.plan : undefined;
  const [plan, setPlan] = useState<TPlanCode>(current ?? DEFAULT_PLAN);
  const [step, setStep] = useState<TManageStep>('choose');
  const [refusal, setRefusal] = useState<string | null>(null);
  const change = useChangeSubscription();
  const cancel = useCancelSubscription();
  const timeZone = useTimeZone();
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

  return {
    scheduled,
    basis,
    current,
    plan,
    setPlan,
    step,
    setStep,
    timeZone,
    /**
     * When a cancelled plan stops: what /account will say once it is cancelled (core's rule: a
     * later paid-up date the server holds, else the end of the period paid for).
     */
    until: formatPaymentDate(cancelledAccessEnds(basis), timeZone),
    nonRenewing: subscription.status === 'non-renewing',
    changeCheck,
    preview,
    busy: change.isPending || cancel.isPending,
    changing: change.isPending,
    failure:
      refusal ?? (change.error || cancel.error ? errorText(change.error ?? cancel.error) : null),
    changeTo: (to: TPlanCode) => change.mutate({ plan: to }, { onSuccess: settle }),
    cancelIt: () => cancel.mutate(undefined, { onSuccess: settle }),
    back: () => {
      setRefusal(null);
      change.reset();
      cancel.reset();
      setStep('choose');
    },
  };
}

const toDate = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

function cancelledAccessEnds(subscription: TSubscription) {
  const ends = accessEndsAt(
    'non-renewing',
    toDate(subscription.next_payment_date),
    toDate(subscription.access_until),
    new Date(),
  );
  return ends?.toISOString() ?? null;
}

export type TManage = ReturnType<typeof useManageSubscription>;
