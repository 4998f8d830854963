import type { TBlogBlock } from './schemas/blog.ts';

/** A block is shown only when it has something in it. */
export const visibleBlocks = (blocks: readonly TBlogBlock[]) =>
  blocks.filter((b) => Boolean(b.paragraph?.trim()) || Boolean(b.code?.trim()));

/** URL-safe slug from a title: "Build a CSS Grid!" → "build-a-css-grid". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}
