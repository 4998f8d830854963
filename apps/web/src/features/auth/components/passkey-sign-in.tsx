import { useLightPage } from '../../../lib/light-page.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { usePasskeySignIn } from '../api/second-factor.ts';
import { authErrorMessage } from '../utils/auth-errors.ts';

/** A browser's own "cancel" of the passkey prompt: no error to show, the person chose. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** "Sign in with a passkey", under the password form: the browser offers this site's passkeys. */
export function PasskeySignIn() {
  const passkey = usePasskeySignIn();
  // On a light page the button waits for the island (decisions/042).
  const light = useLightPage();
  return (
    <div className="mt-6 space-y-3 border-slate-200 border-t pt-6">
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        busy={passkey.isPending}
        disabled={light}
        onClick={() => passkey.mutate()}
      >
        Sign in with a passkey
      </Button>
      {passkey.isError && !cancelled(passkey.error) && (
        <FormAlert>{authErrorMessage(passkey.error)}</FormAlert>
      )}
    </div>
  );
}
