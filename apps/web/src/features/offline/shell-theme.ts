import { themeFromCookies } from '@thinkbuild/core/theme';

/**
 * The server puts the chosen theme on <html> (docs/decisions/012); the shell the service worker
 * serves offline was cached without one. Sets it from the same cookie, before the first render.
 */
export function applyThemeFromCookie() {
  const root = document.documentElement;
  if (root.dataset.theme) return;
  const theme = themeFromCookies(document.cookie);
  if (theme) root.dataset.theme = theme;
}
