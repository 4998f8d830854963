/// <reference types="vite-plugin-pwa/client" />
import type { TRegister } from './use-service-worker.ts';

/** vite-plugin-pwa's registration (workbox-window), in its own chunk loaded after the page. */
export const loadRegister = (): Promise<TRegister> =>
  import('virtual:pwa-register').then((m) => m.registerSW);
