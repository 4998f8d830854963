import { useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useDownloadMyData, useLeaveDeletedAccount } from '../api/account-settings.ts';
import { AccountCard } from './account-card.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

export const DELETED_MESSAGE = 'Your account was deleted and you are signed out.';

/** /account: the learner's data: a copy of all of it, or all of it deleted. */
export function YourDataCard({ paidPlan }: { paidPlan: string | null }) {
  const download = useDownloadMyData();
  const leave = useLeaveDeletedAccount();
  const [open, setOpen] = useState(false);
  return (
    <AccountCard
      headingId="your-data-heading"
      title="Your data"
      intro="A file with everything we keep about you: your account, payments, progress, quiz and exercise results and certificates."
    >
      <Button
        variant="secondary"
        className="mt-4 w-full"
        onClick={() => download.mutate()}
        busy={download.isPending}
      >
        Download my data
      </Button>
      {download.isError && (
        <FormAlert className="mt-3">{errorsOfSave(download.error).message}</FormAlert>
      )}
      <Button variant="danger" className="mt-3 w-full" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteAccountDialog
        open={open}
        onClose={() => setOpen(false)}
        paidPlan={paidPlan}
        onDeleted={() => {
          setOpen(false);
          showToast(DELETED_MESSAGE, 'success', 10_000);
          leave();
        }}
      />
    </AccountCard>
  );
}
