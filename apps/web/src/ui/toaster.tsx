import { useEffect, useSyncExternalStore } from 'react';
import {
  dismissToast,
  getToasts,
  showToast,
  subscribeToasts,
  TOAST_TONE as TONE,
  type TToast,
  takeCarriedToasts,
} from '../lib/toast.ts';

const EMPTY: readonly TToast[] = [];

/** Live region for messages the old site showed with alert(). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => EMPTY);
  // What a light page said before it went on into the app (lib/toast.ts, carryToast).
  useEffect(() => {
    for (const t of takeCarriedToasts()) showToast(t.message, t.tone);
  }, []);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      <div role="status" aria-live="polite" className="contents">
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === 'error' ? 'alert' : undefined}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg px-4 py-3 shadow-lg ${TONE[t.tone]}`}
          >
            <p className="flex-1 text-sm font-medium">{t.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(t.id)}
              className="rounded px-1 text-sm opacity-80 hover:opacity-100"
              aria-label="Dismiss notification"
            >
              ✕
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
