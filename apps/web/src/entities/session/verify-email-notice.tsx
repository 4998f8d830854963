import { useMutation } from '@tanstack/react-query';
import {
  type TVerifiedEmailAction,
  VERIFY_EMAIL_MESSAGES,
  VERIFY_EMAIL_PATH,
} from '@thinkbuild/core/schemas/email-verification';
import { ApiError, api } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { useMe } from './session.ts';

/** POST /api/auth/send-verification-email: a new link to the signed-in learner's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ status: boolean }>('/auth/send-verification-email', {
        method: 'POST',
        body: JSON.stringify({ email, callbackURL: VERIFY_EMAIL_PATH }),
      }),
  });
}

/** The server's 403 for an action that needs a verified address (decisions/034). */
export const isEmailNotVerified = (error: unknown) =>
  error instanceof ApiError && error.body.code === 'EMAIL_NOT_VERIFIED';

/**
 * "Verify your email" on a screen whose action needs a proven address (paying, certificates,
 * changing the email): what to do, where the link went, and Resend with its outcome. Shows
 * nothing for a verified (or signed-out) viewer, so a screen can always render it; `force`
 * shows it after the server refused (a session verified elsewhere is re-read on focus).
 */
export function VerifyEmailNotice({
  action,
  force = false,
  className = '',
}: {
  action: TVerifiedEmailAction;
  force?: boolean;
  className?: string;
}) {
  const { data: me } = useMe();
  const resend = useResendVerification();
  if (!me || (me.emailVerified && !force)) return null;
  const limited = resend.error instanceof ApiError && resend.error.status === 429;
  return (
    <section
      aria-label="Verify your email"
      className={`rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950 text-sm sm:p-5 ${className}`}
    >
      <h2 className="font-bold text-base">Verify your email</h2>
      <p className="mt-1">
        {VERIFY_EMAIL_MESSAGES.needed(action)} {VERIFY_EMAIL_MESSAGES.sentTo(me.email)}
      </p>
      {resend.isSuccess ? (
        <p role="status" className="mt-3 font-semibold">
          {VERIFY_EMAIL_MESSAGES.resent(me.email)}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            busy={resend.isPending}
            onClick={() => resend.mutate(me.email)}
          >
            Resend the link
          </Button>
          {resend.error && (
            <p role="alert" className="font-semibold text-red-800">
              {limited ? VERIFY_EMAIL_MESSAGES.resendLimited : resend.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
