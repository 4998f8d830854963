import { MAX_BLOG_BLOCKS } from '@thinkbuild/core/schemas/blog';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { emptyBlock, type TBlockDraft } from './blog-draft.ts';

const LANGUAGES = [
  'javascript',
  'typescript',
  'html',
  'css',
  'jsx',
  'tsx',
  'json',
  'bash',
  'python',
  'csharp',
  'cpp',
  'kotlin',
  'swift',
  'dart',
  'sql',
];

type TProps = {
  blocks: TBlockDraft[];
  errors: Record<string, string>;
  onChange: (blocks: TBlockDraft[]) => void;
};

/** Up to five content blocks, each an optional paragraph and an optional code box. */
export function BlogBlocksFields({ blocks, errors, onChange }: TProps) {
  const update = (i: number, patch: Partial<TBlockDraft>) =>
    onChange(blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <fieldset className="space-y-4">
      <legend className="font-bold text-lg text-slate-950">Content blocks</legend>
      <p className="text-slate-600 text-sm">
        Up to {MAX_BLOG_BLOCKS} blocks. Each may have a paragraph, a code box, or both; empty blocks
        are not shown.
      </p>
      <datalist id="code-languages">
        {LANGUAGES.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
      {errors.blocks && <p className="text-red-700 text-sm">{errors.blocks}</p>}
      <ol className="space-y-4">
        {blocks.map((block, i) => (
          // Blocks have no identity but their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
          <li key={i} className="rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-3">
              <p className="font-semibold text-slate-900">Block {i + 1}</p>
              <Button
                variant="ghost"
                onClick={() => onChange(blocks.filter((_, j) => j !== i))}
                aria-label={`Remove block ${i + 1}`}
              >
                Remove
              </Button>
            </div>
            <TextAreaField
              className="mt-3"
              label={`Paragraph ${i + 1}`}
              hint="Optional. Put `code` between backticks to show it as code."
              value={block.paragraph}
              error={errors[`blocks.${i}.paragraph`]}
              onChange={(e) => update(i, { paragraph: e.target.value })}
            />
            <TextAreaField
              className="mt-3"
              label={`Code ${i + 1}`}
              hint="Optional"
              value={block.code}
              spellCheck={false}
              error={errors[`blocks.${i}.code`]}
              onChange={(e) => update(i, { code: e.target.value })}
              inputClassName="min-h-32 font-mono text-sm"
            />
            <TextField
              className="mt-3 sm:max-w-xs"
              label={`Language ${i + 1}`}
              hint="e.g. javascript"
              list="code-languages"
              value={block.language}
              error={errors[`blocks.${i}.language`]}
              onChange={(e) => update(i, { language: e.target.value })}
            />
          </li>
        ))}
      </ol>
      {blocks.length < MAX_BLOG_BLOCKS && (
        <Button variant="secondary" onClick={() => onChange([...blocks, emptyBlock()])}>
          + Add block
        </Button>
      )}
    </fieldset>
  );
}
