import { purchaseLabel } from '@thinkbuild/core/billing';
import type { ReactNode } from 'react';
import { planPrice } from '../../../entities/plan/plans.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import type { TManage } from '../hooks/use-manage-subscription.ts';

/** The second step's failure and its two buttons: back, or go ahead. */
function ConfirmActions({
  manage,
  backLabel,
  confirm,
}: {
  manage: TManage;
  backLabel: string;
  confirm: { label: string; onClick: () => void; className?: string };
}) {
  const { busy, failure } = manage;
  return (
    <>
      {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          size="lg"
          className="whitespace-nowrap"
          onClick={manage.back}
          disabled={busy}
        >
          {backLabel}
        </Button>
        <Button
          size="lg"
          className={`whitespace-nowrap${confirm.className ? ` ${confirm.className}` : ''}`}
          busy={busy}
          onClick={confirm.onClick}
        >
          {confirm.label}
        </Button>
      </div>
    </>
  );
}

/** "Change from Builder — monthly to Creator — monthly (R500/month)?", with what it costs. */
export function ConfirmChange({ manage }: { manage: TManage }) {
  const { plan, current, basis, preview } = manage;
  const price = planPrice(plan);
  let question: ReactNode;
  if (plan === current)
    question = (
      <>
        Keep <strong>{purchaseLabel(plan)}</strong> and let it renew again ({price.amount}
        {price.per})?
      </>
    );
  else
    question = (
      <>
        Change from <strong>{purchaseLabel(basis.plan)}</strong> to{' '}
        <strong>
          {purchaseLabel(plan)} ({price.amount}
          {price.per})
        </strong>
        ?
      </>
    );
  return (
    <>
      <p className="mt-3 text-slate-700">{question}</p>
      {plan !== current && (
        <p className="mt-2 font-semibold text-slate-900" data-testid="change-terms">
          {preview.data?.message ?? (preview.isError ? '' : 'Working out the cost…')}
        </p>
      )}
      <p className="mt-2 text-slate-600 text-sm">
        You never pay for two subscriptions. If the new plan needs a payment and no card is saved,
        you go to Paystack&apos;s checkout next.
      </p>
      <ConfirmActions
        manage={manage}
        backLabel="Back"
        confirm={{ label: 'Yes, change subscription', onClick: () => manage.changeTo(plan) }}
      />
    </>
  );
}

/** "Cancel your Builder — monthly subscription?", with the date access lasts until. */
export function ConfirmCancel({ manage }: { manage: TManage }) {
  return (
    <>
      <p className="mt-3 text-slate-700">
        Cancel your <strong>{purchaseLabel(manage.basis.plan)}</strong> subscription?
      </p>
      <p className="mt-2 text-slate-600 text-sm">
        It will not renew{manage.scheduled ? ' and the scheduled change is cancelled too' : ''}. You
        keep your access until {manage.until}.
      </p>
      <ConfirmActions
        manage={manage}
        backLabel="Keep my subscription"
        confirm={{
          label: 'Yes, cancel subscription',
          onClick: manage.cancelIt,
          className: 'bg-red-700 hover:bg-red-800',
        }}
      />
    </>
  );
}
