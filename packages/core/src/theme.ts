/**
 * The colour theme a visitor picks in the header (docs/decisions/012-dark-mode.md). "system"
 * follows the device's prefers-color-scheme and is stored as no cookie at all; "light" and
 * "dark" are remembered in the `theme` cookie, which the server turns into
 * <html data-theme="…"> so the first paint already has the right colours. No zod here: the
 * header imports this into every page's entry chunk (the request schema is schemas/theme.ts).
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type TThemeChoice = (typeof THEME_CHOICES)[number];
export const isThemeChoice = (value: unknown): value is TThemeChoice =>
  (THEME_CHOICES as readonly unknown[]).includes(value);
/** A theme that is stored (system is the absence of one). */
export type TTheme = Exclude<TThemeChoice, 'system'>;

export const THEME_LABELS: Record<TThemeChoice, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

export const THEME_COOKIE = 'theme';
/** A year: a preference, not a session. */
export const THEME_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Where the header's form posts when the page has no JavaScript (the static pages). */
export const THEME_SWITCH_PATH = '/theme';

const COOKIE = new RegExp(`(?:^|;)\\s*${THEME_COOKIE}=([^;]*)`);

/** The stored theme in a Cookie header; anything but "light" or "dark" counts as none. */
export function themeFromCookies(header: string | undefined): TTheme | null {
  const value = header?.match(COOKIE)?.[1]?.trim();
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * The Set-Cookie (or document.cookie) string that stores a choice; "system" deletes the cookie.
 * Not HttpOnly: the app's own script switches the theme without a round trip.
 */
export function themeCookie(choice: TThemeChoice, secure: boolean) {
  const value = choice === 'system' ? '' : choice;
  const maxAge = choice === 'system' ? 0 : THEME_COOKIE_MAX_AGE_SECONDS;
  return `${THEME_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * A path on this site to return to, or "/": never another host ("//evil.example",
 * "/\\evil.example", "https://…"), so the switch cannot be used as an open redirect. Only
 * printable ASCII (a browser's location.pathname is percent-encoded), so it is a valid header.
 */
export function localReturnPath(back: string | undefined): string {
  if (!back || back.length > 2000 || back.startsWith('//') || back.includes('\\')) return '/';
  return /^\/[\x21-\x7e]*$/.test(back) ? back : '/';
}
