// Each server module's public face, the names other modules may import (those its service.ts
// and index.ts export, `export *` followed), kept in module-faces.txt, one name a line: a face that widens
// shows in review as a line added there. `npm run docs:parts` rewrites the file; architecture.test.ts
// fails when it is stale.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

export const FACES = join(dirname(fileURLToPath(import.meta.url)), 'module-faces.txt');
const MODULES = 'apps/server/src/modules';

import { MODULE_ENTRY } from './parts.ts';

export type TFaces = Record<string, Record<string, string[]>>;

/** The names a file exports, `type ` before a type's, `export *` followed through own files. */
function exportedNames(root: string, file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !existsSync(join(root, file))) return [];
  seen.add(file);
  const text = readFileSync(join(root, file), 'utf8');
  const result = parseSync(file, text, { sourceType: 'module' });
  const names = new Set<string>();
  for (const e of result.module.staticExports) {
    for (const entry of e.entries) {
      const prefix = entry.isType ? 'type ' : '';
      if (entry.exportName.kind === 'Default') names.add('default');
      else if (entry.exportName.name) names.add(prefix + entry.exportName.name);
      else if (entry.moduleRequest?.value.startsWith('.')) {
        // `export * from './x.ts'`: x's names but its default.
        const target = posix.normalize(posix.join(posix.dirname(file), entry.moduleRequest.value));
        for (const name of exportedNames(root, target, seen)) {
          if (name !== 'default')
            names.add(entry.isType && !name.startsWith('type ') ? `type ${name}` : name);
        }
      }
    }
  }
  return [...names].sort((a, b) => a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')));
}

/** Every module's face, by module and entry file. */
export function moduleFaces(root: string): TFaces {
  const faces: TFaces = {};
  const dirs = readdirSync(join(root, MODULES), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const name of dirs) {
    const face: TFaces[string] = {};
    for (const entry of [...MODULE_ENTRY].sort()) {
      const file = `${MODULES}/${name}/${entry}`;
      if (existsSync(join(root, file))) face[entry] = exportedNames(root, file);
    }
    faces[name] = face;
  }
  return faces;
}

/** module-faces.txt as `npm run docs:parts` writes it. */
export function renderFaces(root: string): string {
  const lines = [
    "# Each module's face: what its index.ts and service.ts export, the names other modules may",
    '# import. Written by `npm run docs:parts` (scripts/architecture/faces.ts); do not edit.',
  ];
  for (const [name, face] of Object.entries(moduleFaces(root))) {
    for (const [entry, names] of Object.entries(face)) {
      lines.push('', `${name}/${entry}`, ...names.map((n) => `  ${n}`));
    }
  }
  return `${lines.join('\n')}\n`;
}
