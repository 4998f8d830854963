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

/** Words an adult reads in a minute; code is read at half that speed (it is studied, not read). */
export const READING_WORDS_PER_MINUTE = 200;

const countWords = (text: string | undefined) => text?.match(/\S+/g)?.length ?? 0;

/**
 * Whole minutes to read a post ("5 min read"): its summary and paragraphs at reading speed, its
 * code at half of it, rounded up, and never less than one minute.
 */
export function readingMinutes(post: { summary: string; blocks: readonly TBlogBlock[] }): number {
  let words = countWords(post.summary);
  for (const block of post.blocks)
    words += countWords(block.paragraph) + 2 * countWords(block.code);
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

export const readingTimeLabel = (minutes: number) => `${minutes} min read`;

/** A paragraph's text and its `inline code` (between backticks), in order. */
export type TInlinePart = { code: boolean; text: string };

/**
 * Splits a paragraph on backticks: "Open `index.html` now" reads as text, code, text. A lone
 * backtick (nothing closes it) stays as written.
 */
export function inlineCodeParts(text: string): TInlinePart[] {
  const parts: TInlinePart[] = [];
  const pattern = /`([^`\n]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ code: false, text: text.slice(last, match.index) });
    parts.push({ code: true, text: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ code: false, text: text.slice(last) });
  return parts;
}
