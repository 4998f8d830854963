import { Link, useNavigate } from 'react-router';
import { useLightPage } from '../../../lib/light-page.ts';
import { useSearchParam } from '../../../lib/navigation.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PASSWORD_CHANGED, useResetPassword } from '../api/reset-password.ts';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { authErrorMessage, isInvalidToken, serverFieldError } from '../utils/auth-errors.ts';
import { validateNewPassword } from '../utils/validate.ts';

function LinkExpired() {
  return (
    <AuthCard title="This link no longer works">
      <FormAlert>This reset link has expired or was already used.</FormAlert>
      <p className="mt-4 text-slate-600 text-sm">
        Reset links work once and only for a limited time. Ask for a new one and use the newest
        email.
      </p>
      <ButtonLink to="/forgotpassword" size="lg" className="mt-6 w-full">
        Send a new reset link
      </ButtonLink>
    </AuthCard>
  );
}

/** /reset-password?token=… from the emailed link (or ?error=INVALID_TOKEN when it had expired). */
export default function ResetPasswordPage() {
  const token = useSearchParam('token');
  const linkError = useSearchParam('error');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const serverPasswordError = serverFieldError(reset.error, 'newPassword');
  const { formRef, values, errors, submit, set } = useAuthForm(
    { password: '', confirm: '' },
    validateNewPassword,
    (field) => {
      if (field === 'password' && serverPasswordError) reset.reset();
    },
  );

  // Rendered for a page load (no React in the browser): a refused link's page is written as a
  // template, for the page's island to show (decisions/042).
  const light = useLightPage();
  if (!token || linkError || isInvalidToken(reset.error)) return <LinkExpired />;

  const onSubmit = submit(() =>
    reset.mutate(
      { newPassword: values.password, token: token ?? '' },
      {
        onSuccess: () => {
          showToast(PASSWORD_CHANGED, 'success');
          navigate('/login', { replace: true });
        },
      },
    ),
  );

  return (
    <>
      {light && (
        <template data-state="expired">
          <LinkExpired />
        </template>
      )}
      <AuthCard
        title="Choose a new password"
        lead="Pick a password you have not used here before. You will log in with it next."
        footer={
          <Link to="/login" className={textLinkClass}>
            Back to Log In
          </Link>
        }
      >
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
          <NewPasswordFields
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
            values={values}
            onChange={set}
            errors={{ password: errors.password ?? serverPasswordError, confirm: errors.confirm }}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            busy={reset.isPending}
            // The island enables it (decisions/042): a press before would post natively.
            disabled={light}
          >
            Change password
          </Button>
          {reset.isError && !serverPasswordError && (
            <FormAlert>{authErrorMessage(reset.error)}</FormAlert>
          )}
        </form>
      </AuthCard>
    </>
  );
}
