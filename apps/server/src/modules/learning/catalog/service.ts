import {
  catalogStanding,
  type TCategory,
  type TCategoryResponse,
  type TCategorySummary,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { listCategories, listProjects } from './repo.ts';

/** The tracks as learners see them: live wherever they have lessons (core's catalogStanding). */
async function categories(db: TDb): Promise<TCategorySummary[]> {
  return (await listCategories(db)).map(({ publishedLessons, ...c }) => ({
    ...c,
    ...catalogStanding({ ...c, publishedLessons }),
  }));
}

export const getCatalog = async (db: TDb) => ({ categories: await categories(db) });

export async function getCategory(
  db: TDb,
  slug: TCategory,
  userId: string,
): Promise<TCategoryResponse> {
  const summary = (await categories(db)).find((c) => c.slug === slug);
  if (!summary) throw notFound('This category does not exist');
  const projects = (await listProjects(db, slug, userId)).map((p) => ({
    ...p,
    ...catalogStanding({ ...p, publishedLessons: p.episodeCount }),
  }));
  return { category: summary, projects };
}
