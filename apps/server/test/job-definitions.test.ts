import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './app.ts';

const src = join(import.meta.dirname, '..', 'src');

/**
 * Every `… = defineJob({ type: '…' })` and `… = declareJob({ type: '…' })` (a type declared apart
 * from its handler, joined to it where its module registers its jobs) in the server's source, with
 * the file that holds it.
 */
async function definedJobTypes() {
  const entries = await readdir(src, { recursive: true, withFileTypes: true });
  const found: { type: string; file: string }[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const text = await readFile(path, 'utf8');
    for (const call of text.split(/=\s*(?:defineJob|declareJob)\(\{/).slice(1)) {
      const type = /^\s*type:\s*'([^']+)'/.exec(call)?.[1];
      if (type) found.push({ type, file: relative(src, path) });
      // A definition whose type is not a literal first property would escape this test.
      else
        throw new Error(`a defineJob in ${relative(src, path)} does not start with a literal type`);
    }
  }
  return found;
}

describe('job definitions', () => {
  it('are each registered by the app, so none is queued with no worker for it', async () => {
    const defined = await definedJobTypes();
    // The queue's own file defines no job; the modules define them (billing, account, renditions).
    expect(defined.length).toBeGreaterThanOrEqual(9);
    const app = await buildTestApp();
    try {
      const registered = app.jobs.types();
      // Transcodes are registered only where ffmpeg runs (renditions/jobs.ts).
      const expected = defined.filter(
        ({ type }) => type !== 'media.transcode' || app.renditions.enabled,
      );
      const missing = expected.filter(({ type }) => !registered.includes(type));
      expect(missing, 'defined but never registered on app.jobs').toEqual([]);
      expect(new Set(defined.map((d) => d.type)).size, 'a type defined twice').toBe(defined.length);
    } finally {
      await app.cleanup();
    }
  });
});
