// README.md's settings table is where a newcomer learns what each environment variable does.
// It is written by hand, so it drifts: a setting added to the server's config schema and never
// documented, or a row left behind after a setting was removed. This test compares the table with
// the schema's own list of names (ENV_VARIABLES in apps/server/src/config.ts).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../apps/server/src/config.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** Rows that describe the test tooling, not the server: they must name a file that reads them. */
const TEST_ONLY = 'Tests only:';
const TEST_TOOLING = [
  'playwright.config.ts',
  'scripts/ensure-chromium.mjs',
  'scripts/e2e-server.mjs',
];

/** The rows of the table under "## Settings": variable names (a row may name two) per row. */
function settingsRows(markdown: string) {
  const section = markdown.split(/^## Settings$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('README.md has no "## Settings" section');
  return section
    .split('\n')
    .filter((line) => /^\| `[A-Z]/.test(line))
    .map((line) => {
      const [names = '', , description = ''] = line.split(' | ');
      return {
        names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string),
        testOnly: description.startsWith(TEST_ONLY),
      };
    });
}

describe("README.md's settings table", () => {
  const rows = settingsRows(readme);
  const documented = rows.filter((r) => !r.testOnly).flatMap((r) => r.names);

  it('is found', () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it('lists every variable the config schema reads', () => {
    const missing = ENV_VARIABLES.filter((name) => !documented.includes(name));
    expect(missing, 'add a row to README.md "## Settings" for each').toEqual([]);
  });

  it('lists no server variable the config schema no longer reads', () => {
    const stale = documented.filter((name) => !ENV_VARIABLES.includes(name));
    expect(stale, 'remove these rows, or mark test tooling "Tests only:"').toEqual([]);
  });

  it('lists each variable once', () => {
    const all = rows.flatMap((r) => r.names);
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
  });

  it('lists only test settings that the test tooling still reads', () => {
    const tooling = TEST_TOOLING.map((file) => readFileSync(join(root, file), 'utf8')).join('\n');
    const testOnly = rows.filter((r) => r.testOnly).flatMap((r) => r.names);
    expect(testOnly.length).toBeGreaterThan(0);
    expect(testOnly.filter((name) => !tooling.includes(`process.env.${name}`))).toEqual([]);
  });
});
