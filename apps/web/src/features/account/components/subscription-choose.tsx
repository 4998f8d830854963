import { isPlanCode } from '@thinkbuild/core/billing';
import { planWords, scheduledChangeText } from '@thinkbuild/core/plan-change';
import { PlanPicker } from '../../../entities/plan/plan-picker.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import type { TManage } from '../hooks/use-manage-subscription.ts';

/** A scheduled change: when it starts, and a button to keep the plan held instead. */
function ScheduledChange({ manage }: { manage: TManage }) {
  const { scheduled, current, busy, changing, timeZone } = manage;
  if (!scheduled || !current || !isPlanCode(scheduled.plan) || !scheduled.starts_on) return null;
  return (
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
        busy={changing}
        disabled={busy}
        onClick={() => manage.changeTo(current)}
      >
        Keep {planWords(current)}
      </Button>
    </div>
  );
}

/** The first step: the plans (the current one marked), then Cancel or Change. */
export function ChoosePlan({ manage, status }: { manage: TManage; status: string }) {
  const { plan, current, scheduled, nonRenewing, changeCheck } = manage;
  // The plan you already have, still renewing, is no change; a cancelled one can resume.
  const noChange =
    !changeCheck.ok ||
    (plan === current && status === 'active' && !scheduled) ||
    plan === scheduled?.plan;
  return (
    <>
      <p className="mt-2 text-slate-600 text-sm">
        Choose how often to pay and a tier, then change. Or cancel: you keep access until the end of
        the period you paid for.
      </p>
      <ScheduledChange manage={manage} />
      {scheduled && manage.failure && <FormAlert className="mt-4">{manage.failure}</FormAlert>}
      <div className="mt-5">
        <PlanPicker value={plan} onChange={manage.setPlan} layout="compact" current={current} />
      </div>
      {nonRenewing && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          Your subscription is already cancelled: access until {manage.until}.
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
          onClick={() => manage.setStep('confirm-cancel')}
        >
          Cancel Subscription
        </Button>
        <Button size="lg" disabled={noChange} onClick={() => manage.setStep('confirm-change')}>
          Change Subscription
        </Button>
      </div>
    </>
  );
}
