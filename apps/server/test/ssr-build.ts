import { mkdir, mkdtemp, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeWebDist } from './app.ts';

/**
 * The fake web build (makeWebDist) with an empty manifest and an SSR entry whose source is
 * `entry` (`dist-ssr/entry-server.js`), so the pages a module renders on the server answer.
 * Returns the folder holding `dist/` and `dist-ssr/`; the caller removes it.
 */
export async function makeWebBuildWithSsr(name: string, entry: string) {
  const dir = await mkdtemp(join(tmpdir(), `thinkbuild-${name}-`));
  await rename(await makeWebDist(), join(dir, 'dist'));
  await mkdir(join(dir, 'dist', '.vite'));
  await writeFile(join(dir, 'dist', '.vite', 'manifest.json'), '{}');
  await mkdir(join(dir, 'dist-ssr'));
  await writeFile(join(dir, 'dist-ssr', 'entry-server.js'), entry);
  return dir;
}
