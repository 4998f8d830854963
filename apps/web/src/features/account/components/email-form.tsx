import { ZEmail } from '@thinkbuild/core/schemas/account';
import { type FormEvent, useState } from 'react';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useChangeEmail } from '../api/account-settings.ts';

/** A new address: a confirmation link goes there, and the email changes once it is opened. */
export function EmailForm({ current }: { current: string }) {
  const change = useChangeEmail();
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const newEmail = String(new FormData(form).get('newEmail') ?? '').trim();
    setMessage(null);
    const parsed = ZEmail.safeParse(newEmail);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (newEmail.toLowerCase() === current.toLowerCase())
      return setError('This is already your email');
    setError(undefined);
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        setMessage({
          tone: 'success',
          text: `We sent a link to ${parsed.data}. Open it within 24 hours to start using that address; until then, sign in with ${current}.`,
        });
      },
      onError: (e) => {
        const { fields, message: text } = errorsOfSave(e);
        if (fields.newEmail) setError(fields.newEmail);
        else setMessage({ tone: 'error', text });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-heading" className="space-y-4">
      <h3 id="email-heading" className="font-semibold text-slate-950">
        Change email
      </h3>
      <TextField
        label="New email"
        name="newEmail"
        type="email"
        autoComplete="email"
        hint="We send a link to confirm it"
        error={error}
      />
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Button type="submit" variant="secondary" busy={change.isPending}>
        Send confirmation link
      </Button>
    </form>
  );
}
