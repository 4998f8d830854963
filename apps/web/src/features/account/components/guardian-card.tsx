import { formatDate } from '@thinkbuild/core/format';
import { GUARDIAN_HELD_MESSAGE, GUARDIAN_LOCKED_MESSAGE } from '@thinkbuild/core/guardian';
import { type FormEvent, useState } from 'react';
import { useTimeZone } from '../../../entities/session/session.ts';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useGuardianStatus, useResendConsent } from '../api/guardian.ts';
import { AccountCard } from './account-card.tsx';

/**
 * /account (and the under-13 waiting screen): the parent or guardian a learner under 18 named,
 * whether they agreed, and the link sent again, to a corrected address if the first was wrong.
 */
export function GuardianCard({ locked = false }: { locked?: boolean }) {
  const status = useGuardianStatus();
  const resend = useResendConsent();
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState(false);
  const [address, setAddress] = useState('');
  const guardian = status.data?.guardian;
  if (!guardian) return null;
  const fieldError = resend.isError ? errorsOfSave(resend.error).fields.guardianEmail : undefined;

  const sendTo = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate(address.trim(), { onSuccess: () => setEditing(false) });
  };

  return (
    <AccountCard
      headingId="guardian-heading"
      title="Parent or guardian"
      intro={
        guardian.consentedAt
          ? `${guardian.guardianEmail} agreed on ${formatDate(guardian.consentedAt, timeZone)}.`
          : locked
            ? GUARDIAN_LOCKED_MESSAGE
            : GUARDIAN_HELD_MESSAGE
      }
    >
      {!guardian.consentedAt && (
        <div className="space-y-4">
          <p className="text-slate-700 text-sm">
            We asked <strong className="font-semibold">{guardian.guardianEmail}</strong>
            {guardian.lastSentAt ? ` on ${formatDate(guardian.lastSentAt, timeZone)}` : ''}. Ask
            them to check their inbox (and spam folder) for “Your consent for a ThinkBuild account”.
          </p>
          {editing ? (
            <form onSubmit={sendTo} noValidate className="space-y-3">
              <TextField
                label="Parent's or guardian's email"
                type="email"
                inputMode="email"
                autoComplete="off"
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                error={fieldError}
              />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" busy={resend.isPending}>
                  Send to this address
                </Button>
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Button busy={resend.isPending} onClick={() => resend.mutate(undefined)}>
                Send the link again
              </Button>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Use another address
              </Button>
            </div>
          )}
          {resend.isSuccess && <FormAlert tone="success">{resend.data.message}</FormAlert>}
          {resend.isError && !fieldError && (
            <FormAlert>{errorsOfSave(resend.error).message}</FormAlert>
          )}
        </div>
      )}
    </AccountCard>
  );
}
