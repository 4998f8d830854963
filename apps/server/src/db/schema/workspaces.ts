import { type TWorkspaceFile, WORKSPACE_VERSION_KINDS } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { project } from './catalog.ts';
import { timestamps } from './columns.ts';

/** The learner and the project a row is about; deleting either deletes the row. */
const learnerProject = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .references(() => project.id, { onDelete: 'cascade' }),
});

/**
 * My project (decisions/039): one learner's own files for one course project. `revision` goes up
 * by one per save; a save names the revision it was edited from (the conflict rule).
 */
export const projectWorkspace = pgTable(
  'project_workspace',
  {
    ...learnerProject(),
    files: jsonb('files').$type<TWorkspaceFile[]>().notNull(),
    revision: integer('revision').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

const kinds = sql.raw(WORKSPACE_VERSION_KINDS.map((k) => `'${k}'`).join(', '));

/** A snapshot of a workspace's files (History): at most core's WORKSPACE_LIMITS.versions each. */
export const workspaceVersion = pgTable(
  'workspace_version',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...learnerProject(),
    kind: text('kind', { enum: WORKSPACE_VERSION_KINDS }).notNull(),
    label: text('label').notNull(),
    files: jsonb('files').$type<TWorkspaceFile[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History reads one learner's versions of one project, newest first.
    index('workspace_version_user_project_created').on(t.userId, t.projectId, t.createdAt.desc()),
    check('workspace_version_kind', sql`${t.kind} in (${kinds})`),
  ],
);
