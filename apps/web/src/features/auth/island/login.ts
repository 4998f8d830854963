import { homePathFor, safeNextPath } from '../../../lib/redirect.ts';
import { signIn } from '../api/requests.ts';
import { authErrorMessage } from '../utils/auth-errors.ts';
import { validateLogin } from '../utils/validate.ts';
import { enterSession, field, nextParam, setAlert, setFieldError } from './dom.ts';
import { lightPasskey } from './passkey.ts';
import { sendForm } from './typing.ts';

/**
 * /login without the app (docs/decisions/042): email and password, checked as the app checks
 * them; a signed-in answer goes on, with a page load, to `?next=` or home. An account with
 * two-factor sign-in goes on to the app's code step (/login?step=code), which the server answers
 * with the app.
 */
export function lightLogin(form: HTMLFormElement) {
  const next = safeNextPath(nextParam());
  const email = field(form, 'email');
  const password = field(form, 'password');
  const values = () => ({ email: email?.value ?? '', password: password?.value ?? '' });
  const mark = () => {
    const errors = validateLogin(values());
    setFieldError(email, errors.email);
    setFieldError(password, errors.password);
    return errors;
  };
  sendForm(
    form,
    mark,
    async () => {
      const answer = await signIn({ email: values().email.trim(), password: values().password });
      if (answer?.twoFactorRedirect) {
        const code = `/login?step=code${next ? `&next=${encodeURIComponent(next)}` : ''}`;
        window.location.assign(code);
        return;
      }
      const me = await enterSession();
      window.location.assign(next ?? homePathFor(me));
    },
    (error, button) => setAlert(button, authErrorMessage(error)),
  );
  lightPasskey(form, next);
}
