/** The course content's tag (learning owns the tables and the tag): GET /api/catalog carries it. */
export { CATALOG_TAG } from '../learning/service.ts';

export const catalogCacheKeys = {
  /** GET /api/catalog, the same for every signed-in reader. */
  catalog: 'catalog:api',
};
