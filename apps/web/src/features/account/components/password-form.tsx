import { ZPassword } from '@thinkbuild/core/schemas/account';
import { type FormEvent, useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useChangePassword } from '../api/account-settings.ts';

type TErrors = { currentPassword?: string; newPassword?: string; confirm?: string };

/** Current password, a new one (sign-up's rules) twice; other sessions end when it is saved. */
export function PasswordForm() {
  const change = useChangePassword();
  const [errors, setErrors] = useState<TErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const found: TErrors = {};
    if (!currentPassword) found.currentPassword = 'Enter your current password';
    const rules = ZPassword.safeParse(newPassword);
    if (!rules.success) found.newPassword = rules.error.issues[0]?.message;
    else if (newPassword === currentPassword)
      found.newPassword = 'Choose a password different from the current one';
    if (rules.success && confirm !== newPassword) found.confirm = 'The passwords do not match';
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          setMessage({
            tone: 'success',
            text: 'Password changed. You were signed out everywhere else.',
          });
        },
        onError: (error) => {
          const { fields, message: text } = errorsOfSave(error);
          const known = {
            currentPassword: fields.currentPassword,
            newPassword: fields.newPassword,
          };
          setErrors(known);
          if (!known.currentPassword && !known.newPassword) setMessage({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-heading" className="space-y-4">
      <h3 id="password-heading" className="font-semibold text-slate-950">
        Change password
      </h3>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Button type="submit" busy={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
