import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSignInCode } from '../api/second-factor.ts';
import { authErrorMessage, serverFieldError } from '../utils/auth-errors.ts';

/**
 * The second step of signing in with two-factor on: the code from the authenticator app, or one
 * of the backup codes. A spent or expired step (too many wrong codes) sends back to the password.
 */
export function CodeStep({ onRestart }: { onRestart: () => void }) {
  const [code, setCode] = useState('');
  const verify = useSignInCode();
  const fieldError = serverFieldError(verify.error, 'code');
  const spent =
    verify.error !== null &&
    !fieldError &&
    authErrorMessage(verify.error).includes('Sign in again');
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) verify.mutate(code);
      }}
    >
      <p className="text-slate-600 text-sm">
        Your account has two-factor sign-in. Enter the 6-digit code from your authenticator app, or
        one of your backup codes.
      </p>
      <TextField
        label="Code"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        required
      />
      <Button type="submit" size="lg" className="w-full" busy={verify.isPending}>
        Verify and log in
      </Button>
      {verify.isError && !fieldError && <FormAlert>{authErrorMessage(verify.error)}</FormAlert>}
      {spent && (
        <Button type="button" variant="secondary" className="w-full" onClick={onRestart}>
          Back to email and password
        </Button>
      )}
    </form>
  );
}
