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
