/**
 * The catalog's tag in the cache (cache/cache.ts): projects, sections and lessons as readers see
 * them. Every admin write invalidates it (modules/admin/routes.ts); anything kept that is built
 * from the catalog (course pages, a learner's progress per project) carries it too.
 */
export const CATALOG_TAG = 'catalog';

export const catalogCacheKeys = {
  /** GET /api/catalog, the same for every signed-in reader. */
  catalog: 'catalog:api',
};
