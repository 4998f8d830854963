import { loadRegister } from './register.ts';
import { UpdateBanner } from './update-banner.tsx';
import { useServiceWorker } from './use-service-worker.ts';

/**
 * Mounted once by the app's shell: registers the service worker and offers a waiting new
 * version. Only the app's pages (which run JavaScript) register; the landing page ships none.
 */
export function PwaUpdates() {
  const { waiting, reload, dismiss } = useServiceWorker(loadRegister);
  return waiting ? <UpdateBanner onReload={reload} onDismiss={dismiss} /> : null;
}
