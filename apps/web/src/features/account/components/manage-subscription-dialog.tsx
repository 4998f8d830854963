import { isLiveStatus } from '@thinkbuild/core/billing';
import { useId } from 'react';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { CrossIcon } from '../../../ui/icons.tsx';
import { type TSubscription, useManageSubscription } from '../hooks/use-manage-subscription.ts';
import { ChoosePlan } from './subscription-choose.tsx';
import { ConfirmCancel, ConfirmChange } from './subscription-confirm.tsx';

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

/** Change or cancel a live subscription, each confirmed in a second step. */
function Manage({
  subscription,
  held,
  onDone,
}: Pick<TDialogProps, 'onDone' | 'held'> & { subscription: TSubscription }) {
  const manage = useManageSubscription(subscription, held, onDone);
  if (manage.step === 'confirm-change') return <ConfirmChange manage={manage} />;
  if (manage.step === 'confirm-cancel') return <ConfirmCancel manage={manage} />;
  return <ChoosePlan manage={manage} status={subscription.status} />;
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
        {live && <VerifyEmailNotice action="pay" className="mt-4" />}
        {live ? (
          <Manage subscription={live} held={held} onDone={onDone} />
        ) : (
          <NoSubscription onClose={onClose} />
        )}
      </div>
    </Dialog>
  );
}
