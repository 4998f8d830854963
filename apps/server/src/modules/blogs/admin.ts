import {
  CATEGORIES,
  CATEGORY_LABELS,
  slugify,
  type TAdminBlog,
  type TAdminBlogList,
  type TBlogBlock,
  type TBlogInput,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { projectSummaries, projectsNamed } from '../learning/service.ts';
import {
  deleteBlog,
  findBlogById,
  insertBlog,
  listAllBlogs,
  slugsLike,
  type TBlogRow,
  type TBlogValues,
  updateBlog,
} from './admin-repo.ts';

const POST_NOT_FOUND = 'This blog post does not exist';

/** Blocks as stored: empty strings dropped, so a block is exactly what the editor filled in. */
function cleanBlocks(blocks: TBlogInput['blocks']): TBlogBlock[] {
  return blocks.map((b) => {
    const block: TBlogBlock = {};
    if (b.paragraph?.trim()) block.paragraph = b.paragraph;
    if (b.code?.trim()) {
      block.code = b.code;
      if (b.language?.trim()) block.language = b.language.trim().toLowerCase();
    }
    return block;
  });
}

const projectRefused = (message: string) =>
  new AppError('VALIDATION', `project: ${message}`, { project: message });

/**
 * The id of the post's course project: one of its own category's (learning owns the projects,
 * decisions/017), or none. The foreign key only knows that the project exists; the category is
 * checked here, with a message for each way it can be wrong.
 */
async function projectIdOf(db: TDb, input: TBlogInput): Promise<string | null> {
  const slug = input.project?.trim();
  if (!slug) return null;
  const found = await projectsNamed(db, slug);
  const mine = found.find((p) => p.category === input.category);
  if (mine) return mine.id;
  if (found.length === 0) throw projectRefused(`There is no project "${slug}"`);
  throw projectRefused(
    `This project is not in ${CATEGORY_LABELS[input.category]}: choose one of that category's projects`,
  );
}

const resolve = async (db: TDb, input: TBlogInput): Promise<TBlogValues> => ({
  blocks: cleanBlocks(input.blocks),
  projectId: await projectIdOf(db, input),
});

async function toAdminBlog(db: TDb, row: TBlogRow): Promise<TAdminBlog> {
  const projects = row.projectId ? await projectSummaries(db, [row.projectId]) : null;
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    order: row.position,
    title: row.title,
    summary: row.summary,
    blocks: row.blocks,
    project: (row.projectId && projects?.get(row.projectId)?.slug) || null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The title's slug, or the first free `slug-2`, `slug-3`, … */
async function freeSlug(db: TDb, title: string) {
  const base = slugify(title);
  const taken = await slugsLike(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createBlogPost(db: TDb, input: TBlogInput): Promise<TAdminBlog> {
  // Two posts with the same title created at once: the unique index decides, the loser retries.
  const resolved = await resolve(db, input);
  for (let attempt = 0; ; attempt++) {
    try {
      return await toAdminBlog(
        db,
        await insertBlog(db, await freeSlug(db, input.title), input, resolved),
      );
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export async function getBlogPost(db: TDb, id: string): Promise<TAdminBlog> {
  const row = await findBlogById(db, id);
  if (!row) throw notFound(POST_NOT_FOUND);
  return toAdminBlog(db, row);
}

export async function editBlogPost(db: TDb, id: string, input: TBlogInput): Promise<TAdminBlog> {
  const row = await updateBlog(db, id, input, await resolve(db, input));
  if (!row) throw notFound(POST_NOT_FOUND);
  return toAdminBlog(db, row);
}

export async function removeBlogPost(db: TDb, id: string) {
  if (!(await deleteBlog(db, id))) throw notFound(POST_NOT_FOUND);
  return { deleted: true as const };
}

export async function listBlogPosts(db: TDb): Promise<TAdminBlogList> {
  const rows = await listAllBlogs(db);
  return {
    categories: CATEGORIES.map((category) => ({
      category,
      posts: rows
        .filter((r) => r.category === category)
        .map(({ id, slug, order, title }) => ({ id, slug, order, title })),
    })),
  };
}
