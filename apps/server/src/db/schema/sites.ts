import type { TWorkspaceFile } from '@thinkbuild/core';
import { jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { project } from './catalog.ts';
import { timestamps } from './columns.ts';

/**
 * A learner's address on the sites origin (decisions/039, core's handleProblem): unique, so two
 * learners asking for one at once get it once (the other a 409).
 */
export const learnerHandle = pgTable('learner_handle', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  handle: text('handle').notNull().unique(),
  ...timestamps,
});

/**
 * A published project: a frozen copy of the workspace's files (a 'publish' version of it),
 * served at `<SITES_URL>/<handle>/<site_name>/` until taken down or re-published.
 */
export const publishedSite = pgTable(
  'published_site',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    /** core's siteName(category, slug): the folder under the handle. */
    siteName: text('site_name').notNull(),
    files: jsonb('files').$type<TWorkspaceFile[]>().notNull(),
    /** The workspace version it copies; History may prune it, the copy stays. */
    versionId: uuid('version_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.projectId] }),
    // The sites origin finds a site by its handle's user and this name.
    unique('published_site_user_site_name').on(t.userId, t.siteName),
  ],
);
