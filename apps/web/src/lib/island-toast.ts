import { TOAST_TONE, type TToast, takeCarriedToasts } from './toast.ts';

/*
 * Toasts on a page that does not hydrate (docs/decisions/042): the same region and markup as the
 * app's Toaster (ui/toaster.tsx), which the server rendered empty, filled by plain DOM.
 */

const region = () =>
  document.querySelector<HTMLElement>('section[aria-label="Notifications"] [role="status"]');

export function showIslandToast(message: string, tone: TToast['tone'] = 'info', ms = 6000) {
  const box = region();
  if (!box) return;
  const toast = document.createElement('div');
  if (tone === 'error') toast.setAttribute('role', 'alert');
  toast.className = `pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${TOAST_TONE[tone]}`;
  const text = document.createElement('p');
  text.className = 'flex-1 text-sm font-medium';
  text.textContent = message;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'rounded px-1 text-sm opacity-80 hover:opacity-100';
  dismiss.setAttribute('aria-label', 'Dismiss notification');
  dismiss.textContent = '✕';
  dismiss.addEventListener('click', () => toast.remove());
  toast.append(text, dismiss);
  box.append(toast);
  setTimeout(() => toast.remove(), ms);
}

/** Shows what the page before left for this one (lib/toast.ts, carryToast). */
export function showCarriedToasts() {
  for (const t of takeCarriedToasts()) showIslandToast(t.message, t.tone);
}
