/*
 * What the sign-in screens' island does to the server-rendered form (docs/decisions/042): the
 * same marks the React components put on it (ui/field.tsx, ui/button.tsx, ui/form-alert.tsx),
 * with their classes from ui/form-classes.ts, so a field error or a busy button looks and reads
 * as it does in the app.
 */
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TMe } from '@thinkbuild/core/schemas/account';
import { tellOtherTabs } from '../../../entities/session/auth-channel.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import {
  controlClass,
  FIELD_ERROR_CLASS,
  formAlertClass,
  spinnerClass,
} from '../../../ui/form-classes.ts';
import { COOKIE_BLOCKED_MESSAGE } from '../api/requests.ts';

export const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** Marks a field as FieldFrame does: its error line under it, read with it, invalid. */
export function setFieldError(input: HTMLInputElement | null, error: string | undefined) {
  if (!input) return;
  const errorId = `${input.id}-error`;
  const hintId = `${input.id}-hint`;
  let line = document.getElementById(errorId);
  if (error) {
    if (!line) {
      line = document.createElement('p');
      line.id = errorId;
      line.className = FIELD_ERROR_CLASS;
      input.after(line);
    }
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '⚠';
    line.replaceChildren(icon, error);
    input.setAttribute('aria-invalid', 'true');
  } else {
    line?.remove();
    input.removeAttribute('aria-invalid');
  }
  const describedBy = [document.getElementById(hintId) ? hintId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  if (describedBy) input.setAttribute('aria-describedby', describedBy);
  else input.removeAttribute('aria-describedby');
  input.className = controlClass(error);
}

/** A button while its action is under way (ui/button.tsx's `busy`). */
export function setBusy(button: HTMLButtonElement | null, busy: boolean) {
  if (!button) return;
  button.disabled = busy;
  button.querySelector('[data-spinner]')?.remove();
  if (busy) {
    button.setAttribute('aria-busy', 'true');
    const spinner = document.createElement('span');
    spinner.setAttribute('aria-hidden', 'true');
    spinner.dataset.spinner = '';
    spinner.className = spinnerClass();
    button.prepend(spinner);
  } else button.removeAttribute('aria-busy');
}

/** A form's one error alert (ui/form-alert.tsx), after `anchor`; none when `content` is null. */
export function setAlert(anchor: Element | null, content: string | Node[] | null) {
  if (!anchor) return;
  const next = anchor.nextElementSibling;
  if (next instanceof HTMLElement && next.dataset.alert !== undefined) next.remove();
  if (content === null) return;
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.dataset.alert = '';
  alert.className = formAlertClass('error');
  if (typeof content === 'string') alert.textContent = content;
  else alert.append(...content);
  anchor.after(alert);
}

/** What the server wrote as a template for this island (lib/light-page.ts), made real once. */
export const fromTemplate = (template: HTMLTemplateElement | null) =>
  template?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;

/** Shows one of the page's next states (a `template[data-state]`) in place of `card`. */
export function showState(card: Element | null, state: string) {
  const next = fromTemplate(document.querySelector(`template[data-state="${state}"]`));
  if (next && card) card.replaceWith(next);
}

/**
 * Once the server set the session cookie: who that is (refused when the browser did not keep
 * the cookie), and the other tabs told, as api/sign-in.ts's enterSession does in the app.
 */
export async function enterSession(): Promise<TMe> {
  let me: TMe | null = null;
  try {
    me = await api<TMe>(apiPaths.me());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  if (!me) throw new Error(COOKIE_BLOCKED_MESSAGE);
  tellOtherTabs({ type: 'session-changed' });
  return me;
}

/** The page's `?next=` as given. */
export const nextParam = () => new URLSearchParams(window.location.search).get('next');
