// The theme sweep (e2e/theme.spec.ts) checks every page's colour contrast at desktop and only a
// sample of pages at 375 px: it may, because a page's colours are the same at every width. A
// colour utility behind a width breakpoint (`md:text-slate-500`) would make a colour the phone
// sweep never sees; this test keeps them out of the app, borders and rings aside (no text on them).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const src = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'apps', 'web', 'src');
const files = (readdirSync(src, { recursive: true }) as string[]).filter((f) =>
  /\.(tsx?|css)$/.test(f),
);
const RESPONSIVE_COLOUR =
  /\b(?:max-)?(?:sm|md|lg|xl|2xl):(?:[a-z-]+:)*(?:text|bg|from|via|to|fill|stroke|placeholder|decoration)-(?:[a-z]+-\d{2,3}|white|black|\[#)/g;

/**
 * The ones that are known, and why the phone sweep need not see them. The header's search panel
 * on a phone is the page's own background (`bg-white`, which theme.css turns dark in the dark
 * theme) behind the search field.
 */
const KNOWN = ['app/header-search.tsx: max-sm:bg-white'];

it('has no colour utility that depends on the width', () => {
  const found = files.flatMap((f) =>
    [...readFileSync(join(src, f), 'utf8').matchAll(RESPONSIVE_COLOUR)].map((m) => `${f}: ${m[0]}`),
  );
  expect(found).toEqual(KNOWN);
});

it('finds one when it is there', () => {
  expect('class="p-2 md:text-slate-500"'.match(RESPONSIVE_COLOUR)).toEqual(['md:text-slate-500']);
  expect('lg:dark:bg-slate-900'.match(RESPONSIVE_COLOUR)).toEqual(['lg:dark:bg-slate-900']);
  expect('sm:border-slate-200 md:text-lg'.match(RESPONSIVE_COLOUR)).toBeNull();
});
