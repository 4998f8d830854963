import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { useLightPage } from '../../../lib/light-page.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { authErrorMessage } from '../utils/auth-errors.ts';
import { emailError } from '../utils/validate.ts';

/** How long the confirmation stays before we go on to /login. */
const BACK_TO_LOGIN_MS = 3000;

const RESET_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";

function Sent() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login'), BACK_TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthCard title="Check your email">
      <FormAlert tone="success">{RESET_SENT_MESSAGE}</FormAlert>
      <p className="mt-4 text-slate-600 text-sm">
        The link works once, for one hour. Taking you back to log in…
      </p>
      <ButtonLink to="/login" size="lg" className="mt-6 w-full">
        Back to Log In
      </ButtonLink>
    </AuthCard>
  );
}

export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? emailError(email) : undefined;
  // Rendered for a page load (no React in the browser): the next state is written as a
  // template, for the page's island to show (decisions/042).
  const light = useLightPage();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) return focusFirstInvalid(formRef.current);
    request.mutate({ email: email.trim() });
  }

  if (request.isSuccess) return <Sent />;

  return (
    <>
      {light && (
        <template data-state="sent">
          <Sent />
        </template>
      )}
      <AuthCard
        title="Forgot your password?"
        lead="Enter the email you signed up with and we will send you a link to choose a new one."
        footer={
          <>
            Remembered it?{' '}
            <Link to="/login" className={textLinkClass}>
              Back to Log In
            </Link>
          </>
        }
      >
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
          <EmailField
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            busy={request.isPending}
            // The island enables it (decisions/042): a press before would post natively.
            disabled={light}
          >
            Send Password Reset Email
          </Button>
          {request.isError && <FormAlert>{authErrorMessage(request.error)}</FormAlert>}
        </form>
      </AuthCard>
    </>
  );
}
