import { preloadRoute } from './pages.ts';

/**
 * The opened page's code and first reads (pages.ts `preloadRoute`), started as this module is
 * evaluated: main.tsx imports it first, so they start before React DOM and the rest of the app's
 * entry have been evaluated (~100 ms on the VM, more on a slow phone), not after.
 */
export const openedPage = preloadRoute(window.location.pathname);
