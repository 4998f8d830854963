import { SITE_REPORT_REASONS, type TWorkspaceFile } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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

const REASON_KEYS = Object.keys(SITE_REPORT_REASONS).map((k) => `'${k}'`);

/**
 * A visitor's report of a published site (issue 41, "Abuse"; no account needed, so no reporter
 * is kept). It goes with the site: a take-down, the learner's own or the admin's, or the account's
 * deletion removes the site and, by the composite key's cascade, its reports. `resolved_at` is
 * for an admin who settles a report and leaves the site up.
 */
export const siteReport = pgTable(
  'site_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteUserId: text('site_user_id').notNull(),
    projectId: uuid('project_id').notNull(),
    /** A key of core's SITE_REPORT_REASONS. */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'site_report_site_fk',
      columns: [t.siteUserId, t.projectId],
      foreignColumns: [publishedSite.userId, publishedSite.projectId],
    }).onDelete('cascade'),
    check('site_report_reason', sql`${t.reason} in (${sql.raw(REASON_KEYS.join(', '))})`),
    // A site's open reports, newest first (the admin's list).
    index('site_report_open')
      .on(t.siteUserId, t.projectId, t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
  ],
);
