export const CATEGORIES = ['web', 'mobile', 'game'] as const;
export type TCategory = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<TCategory, string> = {
  web: 'Web Development',
  mobile: 'Mobile Development',
  game: 'Game Development',
};

/** Headings of the three sections on /blogs (SPEC.md §2). */
export const BLOG_SECTION_TITLES: Record<TCategory, string> = {
  web: 'Web Development Blogs',
  mobile: 'Mobile Development Blogs',
  game: 'Game Development Blogs',
};

export const isCategory = (value: unknown): value is TCategory =>
  typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
