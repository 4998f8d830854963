import { useCallback, useEffect, useRef, useState } from 'react';

type TUpdate = (reloadPage?: boolean) => Promise<void>;
/** vite-plugin-pwa's registerSW (virtual:pwa-register), or a stand-in in tests. */
export type TRegister = (options: { onNeedRefresh?: () => void }) => TUpdate;

/** Runs `start` once the page has loaded, so registering never competes with the first paint. */
function afterLoad(start: () => void) {
  if (document.readyState === 'complete') {
    start();
    return () => {};
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/**
 * Registers the service worker (docs/decisions/022-offline-pwa.md) after the page has loaded,
 * through `load` (a dynamic import, so the shell's first chunk does not carry it). `waiting` is
 * true when a new version is installed and waits; `reload` activates it and reloads the page.
 */
export function useServiceWorker(load: () => Promise<TRegister>) {
  const [waiting, setWaiting] = useState(false);
  const update = useRef<TUpdate | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let cancelled = false;
    const stop = afterLoad(() => {
      load()
        .then((register) => {
          if (cancelled) return;
          update.current = register({ onNeedRefresh: () => setWaiting(true) });
        })
        // Without a worker the app works as before, online only.
        .catch(() => {});
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [load]);

  const reload = useCallback(() => update.current?.(true), []);
  const dismiss = useCallback(() => setWaiting(false), []);
  return { waiting, reload, dismiss };
}
