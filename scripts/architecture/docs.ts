// `npm run docs:parts`: writes parts.ts and layout.ts into docs/development.md (between their
// markers) and each module's face into module-faces.txt. architecture.test.ts fails when any of
// them is stale.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FACES, renderFaces } from './faces.ts';
import { LAYOUT, SCANNED, type TLayoutEntry } from './layout.ts';
import {
  KNOWN_CYCLES,
  KNOWN_SCHEMA_IMPORTERS,
  PARTS,
  type TAllow,
  TEMPORARY,
  type TPart,
} from './parts.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DOCS = join(ROOT, 'docs', 'development.md');
const START =
  '<!-- parts:start: generated from scripts/architecture/parts.ts by `npm run docs:parts` -->';
const END = '<!-- parts:end -->';

const code = (s: string) => `\`${s}\``;

function allowText(part: TPart, allow: TAllow): string {
  const unit = allow.part.split('/').pop();
  if (allow.same) return `its own ${unit}`;
  if (allow.entry) return `another ${unit}'s ${allow.entry.map(code).join(' or ')}`;
  if (allow.names) return `the ${allow.names.map(code).join(' or ')} ${unit}`;
  return allow.part === part.id ? 'itself' : code(allow.part);
}

function packagesText(part: TPart): string {
  if (part.packages === 'any') return 'any';
  if (part.packages.length === 0) return 'none';
  return part.packages.map(code).join(', ');
}

const listed = (files: readonly string[]) =>
  files.length === 0
    ? 'none'
    : files.map((f) => code(f.replace('apps/server/src/', ''))).join(', ');

/** The block as it belongs in docs/development.md, markers included. */
export function renderParts(): string {
  const rows = PARTS.map((part) => {
    const imports = part.imports.map((a) => allowText(part, a)).join(', ');
    const files = part.files.map(code).join(', ');
    return `| ${code(part.id)} | ${files} | ${part.about} | ${imports} | ${packagesText(part)} |`;
  });
  const temporary = TEMPORARY.map((t) => `- ${code(t.from)} → ${code(t.to)}: ${t.why}`);
  return [
    START,
    '| part | files | what | may import | packages |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    temporary.length > 0
      ? 'Temporary exceptions (each is deleted when its import goes):'
      : 'No temporary exceptions.',
    ...temporary,
    '',
    `Waiting for their SQL to move to repo files (\`KNOWN_SCHEMA_IMPORTERS\`): ${listed(KNOWN_SCHEMA_IMPORTERS)}.`,
    `In an import cycle inside their module (\`KNOWN_CYCLES\`): ${listed(KNOWN_CYCLES)}.`,
    END,
  ].join('\n');
}

const LAYOUT_START =
  '<!-- layout:start: generated from scripts/architecture/layout.ts by `npm run docs:parts` -->';
const LAYOUT_END = '<!-- layout:end -->';
/** Where the descriptions start, and how wide a line may be. */
const COLUMN = 16;
const WIDTH = 98;

/** The entry's line and its description wrapped under the column. */
function layoutLines(entry: TLayoutEntry, depth: number): string[] {
  const head = `${'  '.repeat(depth)}${entry.path}`;
  const lines: string[] = [];
  let line = head.length < COLUMN ? head.padEnd(COLUMN) : `${head}  `;
  let empty = true;
  for (const word of entry.about.split(' ')) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = ' '.repeat(COLUMN);
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return [...lines, ...(entry.children ?? []).flatMap((c) => layoutLines(c, depth + 1))];
}

/** The layout block as it belongs in docs/development.md, markers included. */
export function renderLayout(entries: readonly TLayoutEntry[] = LAYOUT): string {
  return [
    LAYOUT_START,
    '```',
    ...entries.flatMap((e) => layoutLines(e, 0)),
    '```',
    LAYOUT_END,
  ].join('\n');
}

/** Every path layout.ts describes, from the repository's root. */
export function layoutPaths(entries: readonly TLayoutEntry[] = LAYOUT, under = ''): string[] {
  return entries.flatMap((e) => {
    const path = under ? `${under}/${e.path}` : e.path;
    return [path, ...layoutPaths(e.children ?? [], path)];
  });
}

/**
 * Folders directly in a SCANNED folder that layout.ts does not describe, and paths it describes
 * that are not on disk.
 */
export function layoutGaps(root: string, entries: readonly TLayoutEntry[] = LAYOUT) {
  const described = layoutPaths(entries);
  const undescribed = SCANNED.flatMap((folder) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder), { withFileTypes: true })
          .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
          .map((d) => `${folder}/${d.name}`)
          .filter((path) => !described.includes(path))
      : [],
  );
  const missing = described.filter((path) => !existsSync(join(root, path)));
  return { undescribed: undescribed.sort(), missing };
}

function replaceBetween(docs: string, start: string, end: string, block: string): string {
  const from = docs.indexOf(start);
  const to = docs.indexOf(end);
  if (from === -1 || to < from) throw new Error(`docs/development.md lacks ${start} … ${end}`);
  return docs.slice(0, from) + block + docs.slice(to + end.length);
}

/** The docs with the generated blocks replaced by what parts.ts and layout.ts say today. */
export function withParts(docs: string): string {
  const parts = replaceBetween(docs, START, END, renderParts());
  return replaceBetween(parts, LAYOUT_START, LAYOUT_END, renderLayout());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DOCS, withParts(readFileSync(DOCS, 'utf8')));
  writeFileSync(FACES, renderFaces(ROOT));
}
