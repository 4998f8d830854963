// bench/RESULTS.md keeps one current section per bench, named after its file, above the history.
// A bench added without a section, or a section left behind by a removed bench, fails here; the
// helpers that are not benches must be named in the introduction.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = readFileSync(join(root, 'bench', 'RESULTS.md'), 'utf8');
const files = readdirSync(join(root, 'bench')).filter((f) => /\.(m?js|ts)$/.test(f));

const [intro = '', rest = ''] = results.split(/^## Current$/m);
const current = rest.split(/^## History$/m)[0] ?? '';
const sections = [...current.matchAll(/^### `bench\/([^`]+)`$/gm)].map((m) => m[1]);

/** The file named in backticks in the introduction, with or without its `bench/` folder. */
const named = (file: string) =>
  intro.includes(`\`${file}\``) || intro.includes(`\`bench/${file}\``);

describe('bench/RESULTS.md', () => {
  it('has a Current part above a History part', () => {
    expect(rest).not.toBe('');
    expect(results.indexOf('## History')).toBeGreaterThan(results.indexOf('## Current'));
  });

  it('has one current section per bench, or names the file as a helper in its introduction', () => {
    const unaccounted = files.filter((f) => !sections.includes(f) && !named(f));
    expect(unaccounted).toEqual([]);
  });

  it('has no section for a bench that no longer exists, and none twice', () => {
    expect(sections.filter((s) => s === undefined || !files.includes(s))).toEqual([]);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
