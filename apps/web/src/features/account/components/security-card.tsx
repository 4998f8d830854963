import {
  EMAIL_LINK_ERRORS,
  ACCOUNT_SECURITY_MESSAGES as SAY,
} from '@thinkbuild/core/schemas/account-security';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useRefreshMe } from '../api/account-settings.ts';
import { AccountCard } from './account-card.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';

/** Why a confirmation link did nothing, by the `error=` it returned with. */
function linkErrorText(code: string) {
  if (code === EMAIL_LINK_ERRORS.taken) return SAY.emailLinkTaken;
  if (code === EMAIL_LINK_ERRORS.cancelled) return SAY.emailLinkCancelled;
  return SAY.emailLinkExpired;
}

/** What the confirmation link's return to /account says (better-auth adds `error=` on failure). */
function useEmailLinkOutcome() {
  const [params, setParams] = useSearchParams();
  const refreshMe = useRefreshMe();
  const [outcome] = useState(() => {
    if (params.get('email') !== 'changed') return null;
    const error = params.get('error');
    return error
      ? { tone: 'error' as const, text: linkErrorText(error) }
      : { tone: 'success' as const, text: SAY.emailChanged };
  });
  const handled = useRef(false);
  useEffect(() => {
    // Once: /api/me learns the new email and the address bar loses the link's query.
    if (!outcome || handled.current) return;
    handled.current = true;
    refreshMe();
    setParams({}, { replace: true });
  }, [outcome, refreshMe, setParams]);
  return outcome;
}

/** /account: sign-in details (email and password). */
export function SecurityCard({ email }: { email: string }) {
  const outcome = useEmailLinkOutcome();
  return (
    <AccountCard headingId="security-heading" title="Sign-in details" wide>
      {outcome && (
        <FormAlert tone={outcome.tone} className="mt-4">
          {outcome.text}
        </FormAlert>
      )}
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <EmailForm current={email} />
        <PasswordForm />
      </div>
    </AccountCard>
  );
}
