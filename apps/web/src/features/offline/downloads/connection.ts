/*
 * "Wi-Fi only" (docs/decisions/022): downloads wait while the browser says the connection is
 * metered. Only some browsers say (navigator.connection.type: Chromium on Android and
 * ChromeOS); where none is reported the switch starts off, since it could never hold anything.
 */

type TConnection = EventTarget & { type?: string };

export const connection = () =>
  (navigator as Navigator & { connection?: TConnection }).connection ?? null;

const UNMETERED = new Set(['wifi', 'ethernet']);

/** Whether a download must wait: Wi-Fi only is on and the connection is known to be metered. */
export const heldForWifi = (wifiOnly: boolean, type: string | undefined) =>
  wifiOnly && type !== undefined && type !== 'none' && type !== 'unknown' && !UNMETERED.has(type);

const WIFI_ONLY_KEY = 'thinkbuild:downloads-wifi-only';

export function wifiOnlySetting() {
  const stored = localStorage.getItem(WIFI_ONLY_KEY);
  if (stored !== null) return stored === 'true';
  return connection()?.type !== undefined;
}

export const setWifiOnlySetting = (on: boolean) => localStorage.setItem(WIFI_ONLY_KEY, String(on));

export const mustWaitForWifi = () => heldForWifi(wifiOnlySetting(), connection()?.type);
