import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useRefreshMe } from '../api/account-settings.ts';
import { AccountCard } from './account-card.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';

/** What the confirmation link's return to /account says (better-auth adds `error=` on failure). */
function useEmailLinkOutcome() {
  const [params, setParams] = useSearchParams();
  const refreshMe = useRefreshMe();
  const [outcome] = useState(() => {
    if (params.get('email') !== 'changed') return null;
    return params.get('error')
      ? { tone: 'error' as const, text: 'That link has expired or was already used. Ask again.' }
      : { tone: 'success' as const, text: 'Your email is changed. Sign in with it from now on.' };
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
