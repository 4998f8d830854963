import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/session.ts';
import { useLightPage } from '../../../lib/light-page.ts';
import { Redirect, useSearchParam } from '../../../lib/navigation.ts';
import { homePathFor, safeNextPath, withNext } from '../../../lib/redirect.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { EmailField } from '../components/email-field.tsx';
import { PasskeySignIn } from '../components/passkey-sign-in.tsx';
import { useAuthForm } from '../hooks/use-auth-form.ts';
import { authErrorMessage } from '../utils/auth-errors.ts';
import { validateLogin } from '../utils/validate.ts';

export default function LoginPage() {
  const next = safeNextPath(useSearchParam('next'));
  const { data: me } = useMe();
  const signIn = useSignIn();
  const navigate = useNavigate();
  // The light /login page (decisions/042) signs in with a password and, when the account asks
  // for a code, comes here with ?step=code (a full page load into the app) for this step.
  const codeFromLightPage = useSearchParam('step') === 'code';
  // On a light page (no React in the browser) the buttons wait for the island: a press before
  // it runs would post the form natively.
  const light = useLightPage();
  const { formRef, values, errors, submit, set } = useAuthForm(
    { email: '', password: '' },
    validateLogin,
  );

  // Signed in (just now, or already when arriving): admins to the dashboard, others home,
  // or back to the page the guard sent them away from.
  if (me) return <Redirect to={next ?? homePathFor(me)} />;

  const onSubmit = submit(() =>
    signIn.mutate({ email: values.email.trim(), password: values.password }),
  );
  const askCode = signIn.data === 'code' || (codeFromLightPage && signIn.isIdle);

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
      {askCode ? (
        <CodeStep
          onRestart={() => {
            signIn.reset();
            if (codeFromLightPage) navigate(withNext('/login', next), { replace: true });
          }}
        />
      ) : (
        <>
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
            <Button
              type="submit"
              size="lg"
              className="w-full"
              busy={signIn.isPending}
              disabled={light}
            >
              Log in
            </Button>
            {signIn.isError && <FormAlert>{authErrorMessage(signIn.error)}</FormAlert>}
          </form>
          <PasskeySignIn />
        </>
      )}
    </AuthCard>
  );
}
