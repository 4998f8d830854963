import { api } from '../../../lib/api-client.ts';
import { homePathFor } from '../../../lib/redirect.ts';
import { authErrorMessage } from '../utils/auth-errors.ts';
import { enterSession, setAlert, setBusy } from './dom.ts';

const post = <T>(path: string, body: unknown = {}) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body) });

/** A browser's own "cancel" of the passkey prompt: no error to show, the person chose. */
const cancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * "Sign in with a passkey" under the light /login form (components/passkey-sign-in.tsx in the
 * app): the WebAuthn helper loads when the button is pressed, not with the page.
 */
export function lightPasskey(form: HTMLFormElement, next: string | null) {
  const button = form.nextElementSibling?.querySelector<HTMLButtonElement>('button');
  if (!button) return;
  button.addEventListener('click', async () => {
    if (button.disabled) return;
    setAlert(button, null);
    setBusy(button, true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      type TOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];
      const optionsJSON = await post<TOptions>('/auth/passkey/sign-in-options');
      const response = await startAuthentication({ optionsJSON });
      await post('/auth/passkey/sign-in', { response });
      const me = await enterSession();
      window.location.assign(next ?? homePathFor(me));
    } catch (error) {
      setBusy(button, false);
      if (!cancelled(error)) setAlert(button, authErrorMessage(error));
    }
  });
  button.disabled = false;
}
