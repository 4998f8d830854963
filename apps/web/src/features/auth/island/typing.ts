import { focusFirstInvalid } from '../../../lib/focus.ts';
import { hasErrors, type TFieldErrors } from '../utils/validate.ts';
import { setAlert, setBusy } from './dom.ts';

/**
 * hooks/use-auth-form.ts without React: nothing is marked until the first submit, then each
 * field shows its problem as it is typed. The returned check runs on submit: it stops the
 * browser's own submit and answers whether the form may be sent (else the cursor goes to the
 * first field marked).
 */
export function markWhileTyping(form: HTMLFormElement, mark: () => TFieldErrors<string>) {
  let submitted = false;
  form.addEventListener('input', () => {
    if (submitted) mark();
  });
  return (event: SubmitEvent) => {
    event.preventDefault();
    submitted = true;
    if (!hasErrors(mark())) return true;
    focusFirstInvalid(form);
    return false;
  };
}

/**
 * A form whose submit, once it passes, sends: the alert cleared and the button busy while `send`
 * runs (it stays busy when `send` goes on to another page); a failure frees the button and goes
 * to `failed`. The button is enabled once this is wired (the server wrote it disabled).
 */
export function sendForm(
  form: HTMLFormElement,
  mark: () => TFieldErrors<string>,
  send: () => Promise<void>,
  failed: (error: unknown, button: HTMLButtonElement | null) => void,
) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const check = markWhileTyping(form, mark);
  form.addEventListener('submit', async (event) => {
    if (!check(event) || button?.disabled) return;
    setAlert(button, null);
    setBusy(button, true);
    try {
      await send();
    } catch (error) {
      setBusy(button, false);
      failed(error, button);
    }
  });
  if (button) button.disabled = false;
  return button;
}
