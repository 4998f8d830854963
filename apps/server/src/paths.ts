import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The apps/server folder, whether we run from src/ (tsx, tests) or from the esbuild bundle in
 * dist/: both sit below the package.json named @thinkbuild/server.
 */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@thinkbuild/server') {
      cached = dir;
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @thinkbuild/server package folder');
    dir = parent;
  }
}

export const migrationsDir = () => join(serverRoot(), 'src/db/migrations');
export const demoDir = () => join(serverRoot(), 'demo');
