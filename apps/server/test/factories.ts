import {
  CATEGORIES,
  CATEGORY_LABELS,
  QUESTIONS_PER_LESSON,
  slugify,
  type TBlogBlock,
  type TCategory,
  type TLessonInput,
} from '@thinkbuild/core';
import type { TDb } from '../src/db/client.ts';
import { blog, category, project } from '../src/db/schema.ts';

type TBlogOverrides = Partial<{
  category: TCategory;
  position: number;
  title: string;
  summary: string;
  blocks: TBlogBlock[];
  published: boolean;
  projectId: string | null;
}>;

let n = 0;

/** Inserts a blog post; every field can be overridden (STYLE.md 17). */
export async function makeBlog(db: TDb, overrides: TBlogOverrides = {}) {
  n++;
  const title = overrides.title ?? `Test post ${n}`;
  const [row] = await db
    .insert(blog)
    .values({
      slug: slugify(title),
      category: overrides.category ?? 'web',
      position: overrides.position ?? n,
      title,
      summary: overrides.summary ?? `Summary of ${title}`,
      blocks: overrides.blocks ?? [
        { paragraph: 'Hello', code: 'console.log(1);', language: 'javascript' },
      ],
      published: overrides.published ?? true,
      projectId: overrides.projectId ?? null,
    })
    .returning();
  if (!row) throw new Error('makeBlog inserted nothing');
  return row;
}

/** The three categories a project needs (the demo seed is not loaded in most test files). */
export async function makeCategories(db: TDb) {
  await db
    .insert(category)
    .values(CATEGORIES.map((slug, i) => ({ slug, title: CATEGORY_LABELS[slug], position: i + 1 })))
    .onConflictDoNothing();
}

/** A published project in a category (categories must exist: makeCategories). */
export async function makeProject(
  db: TDb,
  overrides: Partial<{
    category: TCategory;
    title: string;
    status: 'published' | 'coming_soon';
  }> = {},
) {
  n++;
  const title = overrides.title ?? `Project ${n}`;
  const [row] = await db
    .insert(project)
    .values({
      category: overrides.category ?? 'web',
      slug: slugify(title),
      title,
      status: overrides.status ?? 'published',
      position: n,
    })
    .returning();
  if (!row) throw new Error('makeProject inserted nothing');
  return row;
}

/** A complete, valid lesson form body for an existing project; override any field. */
export function lessonInput(
  projectSlug: string,
  overrides: Partial<TLessonInput> = {},
): TLessonInput {
  n++;
  return {
    category: 'web',
    project: { kind: 'existing', slug: projectSlug },
    section: 'build',
    number: n,
    difficulty: 'Beginner',
    title: `Lesson ${n}`,
    description: `What lesson ${n} builds`,
    questions: Array.from({ length: QUESTIONS_PER_LESSON }, (_, q) => ({
      question: `Question ${q + 1}?`,
      options: ['A', 'B', 'C', 'D', 'E'].map((o) => `${o}${q + 1}`),
      explanations: ['A', 'B', 'C', 'D', 'E'].map((o) => `Why ${o}${q + 1} is right or wrong.`),
      correctOption: q % 5,
    })),
    ...overrides,
  };
}
