/** The whole database schema, one file per area; drizzle-kit reads this index. */
export * from './schema/auth.ts';
export * from './schema/billing.ts';
export * from './schema/blog.ts';
export * from './schema/captions.ts';
export * from './schema/catalog.ts';
export * from './schema/certificates.ts';
export * from './schema/exercises.ts';
export * from './schema/jobs.ts';
export * from './schema/learning.ts';
export * from './schema/media.ts';
export * from './schema/notices.ts';
export * from './schema/offline.ts';
export * from './schema/questions.ts';
export * from './schema/reconcile.ts';
export * from './schema/refunds.ts';
export * from './schema/review.ts';
export * from './schema/search.ts';
