/**
 * A tiny toast store: SPEC.md's alert() messages are shown in an accessible region instead.
 * Kept dependency-free so the landing page's JavaScript stays small.
 */
export type TToast = { id: number; message: string; tone: 'info' | 'error' | 'success' };

type TListener = (toasts: readonly TToast[]) => void;

let toasts: readonly TToast[] = [];
let nextId = 1;
const listeners = new Set<TListener>();

const emit = () => {
  for (const l of listeners) l(toasts);
};

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(message: string, tone: TToast['tone'] = 'info', durationMs = 6000) {
  const toast = { id: nextId++, message, tone };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), durationMs);
  return toast.id;
}

export function subscribeToasts(listener: TListener) {
  listeners.add(listener);
  listener(toasts);
  return () => {
    listeners.delete(listener);
  };
}

export const getToasts = () => toasts;

/** Each tone's colours, shared by the app's Toaster and the islands' toasts (island-toast.ts). */
export const TOAST_TONE: Record<TToast['tone'], string> = {
  info: 'bg-slate-900 text-white',
  error: 'bg-red-700 text-white',
  success: 'bg-emerald-700 text-white',
};

const CARRIED = 'thinkbuild:toast';

/**
 * A toast for the next page, when this one goes on with a full page load (a light page's form
 * going into the app, docs/decisions/042): kept in this tab's session storage until shown.
 */
export function carryToast(message: string, tone: TToast['tone'] = 'info') {
  try {
    const list = JSON.parse(sessionStorage.getItem(CARRIED) ?? '[]') as unknown[];
    sessionStorage.setItem(CARRIED, JSON.stringify([...list, { message, tone }]));
  } catch {
    // Storage refused (private mode): the next page shows none.
  }
}

/** The toasts a page before this one left for it, once. */
export function takeCarriedToasts(): { message: string; tone: TToast['tone'] }[] {
  try {
    const raw = sessionStorage.getItem(CARRIED);
    sessionStorage.removeItem(CARRIED);
    return raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
}
