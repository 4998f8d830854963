import { visibleBlocks } from '@thinkbuild/core/blog';
import { CATEGORY_LABELS, type TCategory } from '@thinkbuild/core/categories';
import type { TBlogBlock } from '@thinkbuild/core/schemas/blog';
import { codeKey, tidyCode } from '../lib/code-language.ts';
import { CodeBox } from './code-box.tsx';

type TProps = {
  category: TCategory;
  title: string;
  summary: string;
  blocks: readonly TBlogBlock[];
  /** Code the server highlighted, by `codeKey` (absent in the admin's live preview). */
  highlighted?: Readonly<Record<string, string>> | undefined;
};

/** A blog post as readers see it; the admin editor's live preview renders this same component. */
export function BlogArticle({ category, title, summary, blocks, highlighted }: TProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {CATEGORY_LABELS[category]}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">{summary}</p>
      <div className="mt-10 space-y-8">
        {visibleBlocks(blocks).map((block, i) => (
          // Blocks have no identity of their own; their order is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
          <section key={i} className="space-y-4">
            {block.paragraph?.trim() && (
              <p className="whitespace-pre-line text-base leading-7 text-slate-800">
                {block.paragraph}
              </p>
            )}
            {block.code?.trim() && (
              <CodeBox
                code={block.code}
                language={block.language}
                html={highlighted?.[codeKey(tidyCode(block.code), block.language)]}
              />
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
