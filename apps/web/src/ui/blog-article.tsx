import { inlineCodeParts, visibleBlocks } from '@thinkbuild/core/blog';
import { CATEGORY_LABELS, type TCategory } from '@thinkbuild/core/categories';
import type { TBlogBlock } from '@thinkbuild/core/schemas/blog';
import { codeKey, tidyCode } from '../lib/code-language.ts';
import { CodeBox } from './code-box.tsx';
import { PostMeta } from './post-meta.tsx';

type TProps = {
  category: TCategory;
  title: string;
  summary: string;
  blocks: readonly TBlogBlock[];
  /** Code the server highlighted, by `codeKey` (absent in the admin's live preview). */
  highlighted?: Readonly<Record<string, string>> | undefined;
  /** Its day and reading time (a published post; the admin's preview has none yet). */
  meta?: { publishedAt: string; readingMinutes: number } | undefined;
};

/** A paragraph with its `inline code` (between backticks) set as code, in both themes. */
function Paragraph({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-line text-base leading-7 text-slate-800">
      {inlineCodeParts(text).map((part, i) =>
        part.code ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part's position is its identity
          <code key={i} className={INLINE_CODE}>
            {part.text}
          </code>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** Inline code: a tinted chip in the paragraph's own palette (light-dark, decisions/012). */
const INLINE_CODE =
  'rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-brand-700 ring-1 ring-slate-200 ring-inset break-words';

/** A blog post as readers see it; the admin editor's live preview renders this same component. */
export function BlogArticle({ category, title, summary, blocks, highlighted, meta }: TProps) {
  return (
    <article className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {CATEGORY_LABELS[category]}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        {title}
      </h1>
      {meta && <PostMeta {...meta} className="mt-3" />}
      <p className="mt-4 text-lg text-slate-600">{summary}</p>
      <div className="mt-10 space-y-8">
        {visibleBlocks(blocks).map((block, i) => (
          // Blocks have no identity of their own; their order is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the block's identity
          <section key={i} className="space-y-4">
            {block.paragraph?.trim() && <Paragraph text={block.paragraph} />}
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
