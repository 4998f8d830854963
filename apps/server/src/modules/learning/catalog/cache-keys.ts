export const catalogCacheKeys = {
  /** GET /api/catalog, the same for every signed-in reader. */
  catalog: 'catalog:api',
};
