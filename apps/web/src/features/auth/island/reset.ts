import { tellOtherTabs } from '../../../entities/session/auth-channel.ts';
import { carryToast } from '../../../lib/toast.ts';
import { PASSWORD_CHANGED, requestPasswordReset, resetPassword } from '../api/requests.ts';
import { authErrorMessage, isInvalidToken, serverFieldError } from '../utils/auth-errors.ts';
import { emailError, validateNewPassword } from '../utils/validate.ts';
import { field, setAlert, setFieldError, showState } from './dom.ts';
import { sendForm } from './typing.ts';

/** How long the confirmation stays before we go on to /login (routes/forgot-password.tsx). */
const BACK_TO_LOGIN_MS = 3000;

const card = (form: HTMLFormElement) => form.closest('main > div');

/** /forgotpassword without the app (docs/decisions/042): the email, then "Check your email". */
export function lightForgotPassword(form: HTMLFormElement) {
  const email = field(form, 'email');
  const mark = () => {
    const error = emailError(email?.value ?? '');
    setFieldError(email, error);
    return { email: error };
  };
  sendForm(
    form,
    mark,
    async () => {
      await requestPasswordReset({ email: (email?.value ?? '').trim() });
      showState(card(form), 'sent');
      setTimeout(() => window.location.assign('/login'), BACK_TO_LOGIN_MS);
    },
    (error, button) => setAlert(button, authErrorMessage(error)),
  );
}

/**
 * /reset-password?token=… without the app: the new password twice; then, with the toast carried
 * over, /login. A used or expired link shows the page the server writes for one.
 */
export function lightResetPassword(form: HTMLFormElement) {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const password = field(form, 'password');
  const confirm = field(form, 'confirm');
  let serverPasswordError: string | undefined;
  const mark = () => {
    const errors = validateNewPassword({
      password: password?.value ?? '',
      confirm: confirm?.value ?? '',
    });
    errors.password ??= serverPasswordError;
    setFieldError(password, errors.password);
    setFieldError(confirm, errors.confirm);
    return errors;
  };
  const button = sendForm(
    form,
    mark,
    async () => {
      await resetPassword({ newPassword: password?.value ?? '', token });
      // The server ended every session of that user: the other tabs ask again who is signed in.
      tellOtherTabs({ type: 'session-changed' });
      carryToast(PASSWORD_CHANGED, 'success');
      window.location.replace('/login');
    },
    (error) => {
      if (isInvalidToken(error)) return showState(card(form), 'expired');
      serverPasswordError = serverFieldError(error, 'newPassword');
      if (serverPasswordError) mark();
      else setAlert(button, authErrorMessage(error));
    },
  );
  password?.addEventListener('input', () => {
    // A new password answers the server's refusal of the old one.
    if (!serverPasswordError) return;
    serverPasswordError = undefined;
    setAlert(button, null);
  });
}
