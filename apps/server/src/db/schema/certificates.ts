import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { project, sectionEnum } from './catalog.ts';

/**
 * The name a learner wants printed on certificates. Sign-up stores a placeholder
 * made from the email in `user.name`, so the learner gives this one once, on /account.
 */
export const certificateName = pgTable('certificate_name', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A certificate issued for a completed section of a project. Name and project title are copied
 * at issue, so the public verification page always shows what the PDF says. One per learner,
 * project and section: downloading again gives the same code.
 */
export const certificate = pgTable(
  'certificate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public verification code (random base32, 100 bits). */
    code: text('code').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    section: sectionEnum('section').notNull(),
    holderName: text('holder_name').notNull(),
    projectTitle: text('project_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificate_user_project_section').on(t.userId, t.projectId, t.section)],
);
