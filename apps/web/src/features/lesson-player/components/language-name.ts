/**
 * English names of the caption languages we expect, as `Intl.DisplayNames` gives them. The first
 * `Intl.DisplayNames` of a page loads the browser's locale data: measured at about a quarter of
 * the time from opening a lesson to its <video> (Chromium, bench/lesson-first-frame.bench.ts),
 * so the usual tags never pay for it and any other tag pays once per page.
 */
const KNOWN: Record<string, string> = {
  en: 'English',
  'en-ZA': 'English (South Africa)',
  'en-GB': 'British English',
  'en-US': 'American English',
  af: 'Afrikaans',
  zu: 'Zulu',
  xh: 'Xhosa',
  st: 'Southern Sotho',
  tn: 'Tswana',
  nso: 'Northern Sotho',
  ts: 'Tsonga',
  ss: 'Swati',
  ve: 'Venda',
  nr: 'South Ndebele',
  fr: 'French',
  pt: 'Portuguese',
  es: 'Spanish',
  de: 'German',
  sw: 'Swahili',
};
const named = new Map<string, string>();
let names: Intl.DisplayNames | null = null;

/** "Zulu" for `zu`: the label of a captions track in the player's menu. */
export function languageName(code: string): string {
  const known = KNOWN[code] ?? named.get(code);
  if (known) return known;
  let name = code;
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'language' });
    name = names.of(code) ?? code;
  } catch {
    // Not a language tag the browser knows: shown as it was given.
  }
  named.set(code, name);
  return name;
}
