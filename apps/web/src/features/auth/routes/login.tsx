import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { Redirect, useSearchParam } from '../../../lib/navigation.ts';
import { homePathFor, safeNextPath, withNext } from '../../../lib/redirect.ts';
import { useMe } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { EmailField } from '../components/email-field.tsx';
import { authErrorMessage } from '../utils/auth-errors.ts';
import { hasErrors, type TFieldErrors, validateLogin } from '../utils/validate.ts';

export default function LoginPage() {
  const next = safeNextPath(useSearchParam('next'));
  const { data: me } = useMe();
  const signIn = useSignIn();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors: TFieldErrors<'email' | 'password'> = submitted ? validateLogin(values) : {};

  // Signed in (just now, or already when arriving): admins to the dashboard, others home,
  // or back to the page the guard sent them away from.
  if (me) return <Redirect to={next ?? homePathFor(me)} />;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateLogin(values))) return focusFirstInvalid(formRef.current);
    signIn.mutate({ email: values.email.trim(), password: values.password });
  }

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <AuthCard
      title="Log in"
      lead={
        next
          ? 'Log in to continue where you left off.'
          : 'Welcome back. Pick up where you left off.'
      }
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={withNext('/signup', next)} className={textLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField value={values.email} onChange={set('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          required
          aside={
            <Link to="/forgotpassword" className={`text-sm ${textLinkClass}`}>
              Forgot password?
            </Link>
          }
        />
        <Button type="submit" size="lg" className="w-full" busy={signIn.isPending}>
          Log in
        </Button>
        {signIn.isError && <FormAlert>{authErrorMessage(signIn.error)}</FormAlert>}
      </form>
    </AuthCard>
  );
}
