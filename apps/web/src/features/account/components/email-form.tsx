import { ZEmail } from '@thinkbuild/core/schemas/account';
import { ACCOUNT_SECURITY_MESSAGES as SAY } from '@thinkbuild/core/schemas/account-security';
import { type FormEvent, useState } from 'react';
import { useMe } from '../../../entities/session/session.ts';
import { VerifyEmailNotice } from '../../../entities/session/verify-email-notice.tsx';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useChangeEmail } from '../api/account-settings.ts';

type TErrors = { newEmail?: string; password?: string };

/**
 * A new address and the current password: a confirmation link goes to the new address, a notice
 * to the current one, and the email changes once the link is opened.
 */
export function EmailForm({ current }: { current: string }) {
  const change = useChangeEmail();
  const { data: me } = useMe();
  const [errors, setErrors] = useState<TErrors>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newEmail = String(data.get('newEmail') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setMessage(null);
    const found: TErrors = {};
    const parsed = ZEmail.safeParse(newEmail);
    if (!parsed.success) found.newEmail = parsed.error.issues[0]?.message;
    else if (newEmail.toLowerCase() === current.toLowerCase()) found.newEmail = SAY.sameEmail;
    if (!password) found.password = SAY.passwordRequired;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    change.mutate(
      { newEmail: parsed.data, password },
      {
        onSuccess: () => {
          form.reset();
          setMessage({
            tone: 'success',
            text: `We sent a link to ${parsed.data}. Open it within 24 hours to start using that address; until then, sign in with ${current}. We also told ${current}.`,
          });
        },
        onError: (e) => {
          const { fields, message: text } = errorsOfSave(e);
          const known = { newEmail: fields.newEmail, password: fields.password };
          setErrors(known);
          if (!known.newEmail && !known.password) setMessage({ tone: 'error', text });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="email-heading" className="space-y-4">
      <h3 id="email-heading" className="font-semibold text-slate-950">
        Change email
      </h3>
      <VerifyEmailNotice action="changeEmail" />
      <TextField
        label="New email"
        name="newEmail"
        type="email"
        autoComplete="email"
        hint="We send a link to confirm it"
        error={errors.newEmail}
      />
      <TextField
        label="Current password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
      <Button
        type="submit"
        variant="secondary"
        busy={change.isPending}
        disabled={me?.emailVerified === false}
      >
        Send confirmation link
      </Button>
    </form>
  );
}
