import { LIFETIME_HELD_MESSAGE } from '@thinkbuild/core/purchase';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { useSearchParam } from '../../../lib/navigation.ts';
import { safeNextPath, withNext } from '../../../lib/redirect.ts';
import { showToast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { TermsDialog } from '../components/terms-dialog.tsx';
import { authErrorMessage, isAlreadyRegistered, serverFieldError } from '../utils/auth-errors.ts';
import { hasErrors, type TFieldErrors, validateSignUp } from '../utils/validate.ts';

type TValues = { email: string; password: string; confirm: string };

export default function SignupPage() {
  const navigate = useNavigate();
  // Where the guard or a button sent the newcomer from (the offer checkout, …); /home otherwise.
  const next = safeNextPath(useSearchParam('next'));
  const signUp = useSignUp();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TValues>({ email: '', password: '', confirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  // Whether closing the modal with Continue should go on to create the account.
  const proceedAfterTerms = useRef(false);
  const errors: TFieldErrors<keyof TValues> = submitted ? validateSignUp(values) : {};
  // Rules only the server can check (the 10,000 most common passwords) show at the field too.
  const serverPasswordError = serverFieldError(signUp.error, 'password');

  // Signing up is free; choosing a plan is a later, optional step (ADR 007). Early members
  // hold lifetime access and are told so; the others find the plans on /home.
  const createAccount = () =>
    signUp.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (me) => {
          if (me.lifetimeAccess)
            showToast(`Your account is ready. ${LIFETIME_HELD_MESSAGE}`, 'success');
          navigate(next ?? '/home');
        },
      },
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    // Nothing is sent while the form has a problem ("Passwords do not match", …).
    if (hasErrors(validateSignUp(values))) return focusFirstInvalid(formRef.current);
    if (!termsAccepted) {
      proceedAfterTerms.current = true;
      setTermsOpen(true);
      return;
    }
    createAccount();
  }

  function onTermsContinue() {
    setTermsAccepted(true);
    setTermsOpen(false);
    if (proceedAfterTerms.current) {
      proceedAfterTerms.current = false;
      createAccount();
    }
  }

  const set = (field: keyof TValues) => (event: { target: { value: string } }) => {
    if (field === 'password' && serverPasswordError) signUp.reset();
    setValues((v) => ({ ...v, [field]: event.target.value }));
  };

  return (
    <AuthCard
      title="Create your account"
      lead="Start building today: short video lessons, quizzes and real projects."
      footer={
        <>
          Already have an account?{' '}
          <Link to={withNext('/login', next)} className={textLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        <NewPasswordFields
          labels={{ password: 'Password', confirm: 'Confirm password' }}
          values={values}
          onChange={set}
          errors={{ password: errors.password ?? serverPasswordError, confirm: errors.confirm }}
        />
        <div className="flex items-start gap-2.5 rounded-xl bg-slate-50 px-4 py-3 text-slate-700 text-sm">
          {termsAccepted ? (
            <>
              <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
              <p>
                You accepted the Terms of Service.{' '}
                <button type="button" onClick={() => setTermsOpen(true)} className={textLinkClass}>
                  Review them
                </button>
              </p>
            </>
          ) : (
            <p>
              You will be asked to accept our{' '}
              <button type="button" onClick={() => setTermsOpen(true)} className={textLinkClass}>
                Terms of Service
              </button>{' '}
              and confirm your age.
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" busy={signUp.isPending}>
          Create free account
        </Button>
        {signUp.isError &&
          !serverPasswordError &&
          (isAlreadyRegistered(signUp.error) ? (
            <FormAlert>
              An account with this email already exists.{' '}
              <Link to={withNext('/login', next)} className="font-semibold underline">
                Log in instead?
              </Link>
            </FormAlert>
          ) : (
            <FormAlert>{authErrorMessage(signUp.error)}</FormAlert>
          ))}
      </form>
      <TermsDialog
        open={termsOpen}
        onClose={() => {
          proceedAfterTerms.current = false;
          setTermsOpen(false);
        }}
        onContinue={onTermsContinue}
      />
    </AuthCard>
  );
}
