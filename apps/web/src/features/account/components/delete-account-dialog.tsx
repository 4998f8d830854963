import { type FormEvent, useId, useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDeleteAccount } from '../api/account-settings.ts';

type TProps = {
  open: boolean;
  onClose: () => void;
  /** A paid plan that will be cancelled first, as the learner knows it ("Builder monthly"). */
  paidPlan: string | null;
  onDeleted: () => void;
};

/** Asks for the password again before the account and its data are deleted for good. */
export function DeleteAccountDialog({ open, onClose, paidPlan, onDeleted }: TProps) {
  const titleId = useId();
  const bodyId = useId();
  const remove = useDeleteAccount();
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setError(undefined);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setFailure(null);
    if (!password) return setError('Enter your password to confirm');
    setError(undefined);
    remove.mutate(password, {
      onSuccess: onDeleted,
      onError: (e) => {
        const { fields, message } = errorsOfSave(e);
        if (fields.password) setError('That is not your password');
        else setFailure(message);
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} describedBy={bodyId} size="narrow">
      <form onSubmit={submit} noValidate className="p-6 sm:p-8">
        <h2 id={titleId} className="font-extrabold text-slate-950 text-xl tracking-tight">
          Delete your account?
        </h2>
        <div id={bodyId} className="mt-2 space-y-2 text-slate-600 text-sm">
          <p>
            Your progress, quiz results, exercises and certificates are deleted and cannot be
            brought back. Certificate links you shared will stop working.
          </p>
          {paidPlan && (
            <p className="font-semibold text-slate-900">
              Your {paidPlan} subscription is cancelled first, so you are never charged again.
            </p>
          )}
          <p>Payment records are kept for the tax authorities, no longer linked to you.</p>
        </div>
        <TextField
          className="mt-5"
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={error}
        />
        {failure && <FormAlert className="mt-4">{failure}</FormAlert>}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" busy={remove.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
