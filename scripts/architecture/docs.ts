// Writes parts.ts into docs/development.md, between the parts markers: `npm run docs:parts`.
// architecture.test.ts fails when the text there is not what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PARTS, type TAllow, TEMPORARY, type TPart } from './parts.ts';

export const DOCS = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'),
  'docs',
  'development.md',
);
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
    END,
  ].join('\n');
}

/** The docs with the block replaced by what parts.ts says today. */
export function withParts(docs: string): string {
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start === -1 || end < start) throw new Error(`docs/development.md lacks ${START} … ${END}`);
  return docs.slice(0, start) + renderParts() + docs.slice(end + END.length);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(DOCS, withParts(readFileSync(DOCS, 'utf8')));
}
