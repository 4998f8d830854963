import type { TCategory } from '@thinkbuild/core/categories';
import type { TAdminBlog } from '@thinkbuild/core/schemas/admin';
import { MAX_BLOG_BLOCKS, type TBlogBlock } from '@thinkbuild/core/schemas/blog';

export type TBlockDraft = { paragraph: string; code: string; language: string };

/** What the blog form edits: strings, as the inputs hold them. */
export type TBlogDraft = {
  category: TCategory | '';
  order: string;
  title: string;
  summary: string;
  blocks: TBlockDraft[];
  /** The slug of the course project the post leads to; '' for none. */
  project: string;
};

export const emptyBlock = (): TBlockDraft => ({ paragraph: '', code: '', language: '' });

export const emptyBlogDraft = (): TBlogDraft => ({
  category: '',
  order: '0',
  title: '',
  summary: '',
  blocks: [emptyBlock()],
  project: '',
});

export const blogDraftOf = (post: TAdminBlog): TBlogDraft => ({
  category: post.category,
  order: String(post.order),
  title: post.title,
  summary: post.summary,
  blocks: post.blocks.slice(0, MAX_BLOG_BLOCKS).map((b) => ({
    paragraph: b.paragraph ?? '',
    code: b.code ?? '',
    language: b.language ?? '',
  })),
  project: post.project ?? '',
});

/** The request body the draft stands for; the shared schema judges it. */
export const blogInputOf = (draft: TBlogDraft) => ({
  category: draft.category || undefined,
  order: draft.order.trim() === '' ? Number.NaN : Number(draft.order),
  title: draft.title,
  summary: draft.summary,
  blocks: draft.blocks,
  project: draft.project || null,
});

/** The blocks as the reader's page receives them (only what was filled in). */
export const previewBlocks = (blocks: TBlockDraft[]): TBlogBlock[] =>
  blocks.map((b) => ({
    paragraph: b.paragraph,
    code: b.code,
    language: b.language.trim().toLowerCase() || undefined,
  }));
