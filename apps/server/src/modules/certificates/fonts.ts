import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * The certificate fonts: DejaVu Sans (npm `dejavu-fonts-ttf`, a free licence that allows
 * bundling) covers Latin with every diacritic, Greek, Cyrillic and Vietnamese. Read once, from
 * node_modules (the server bundle keeps npm packages external).
 */
const require = createRequire(import.meta.url);
let cached: { regular: Uint8Array; bold: Uint8Array } | undefined;

export function certificateFonts() {
  if (!cached) {
    const read = (file: string) =>
      new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    cached = { regular: read('DejaVuSans.ttf'), bold: read('DejaVuSans-Bold.ttf') };
  }
  return cached;
}

// pdf-lib draws glyphs left to right, one per character, with no shaping: right-to-left
// scripts would print reversed and unjoined even where the font has the glyphs.
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
let bold: ReturnType<typeof fontkit.create> | undefined;

/** The characters of `text` the certificate cannot print (each once, in order of appearance). */
export function unprintable(text: string): string[] {
  bold ??= fontkit.create(certificateFonts().bold);
  const font = bold;
  const missing = new Set<string>();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (/\s/u.test(ch)) continue;
    if (RIGHT_TO_LEFT.test(ch) || !font.hasGlyphForCodePoint(cp)) missing.add(ch);
  }
  return [...missing];
}
