import type { TCategory, TCategoryResponse } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { listCategories, listProjects } from '../learning/service.ts';

export const getCatalog = async (db: TDb) => ({ categories: await listCategories(db) });

export async function getCategory(
  db: TDb,
  slug: TCategory,
  userId: string,
): Promise<TCategoryResponse> {
  const summary = (await listCategories(db)).find((c) => c.slug === slug);
  if (!summary) throw notFound('This category does not exist');
  return { category: summary, projects: await listProjects(db, slug, userId) };
}
