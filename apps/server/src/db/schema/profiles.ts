import { PROFILE_BIO_MAX, PROFILE_DISPLAY_NAME_MAX } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';

/**
 * A learner's public profile at /u/<handle> (decisions/039, "Public profile"): what they chose
 * to show. No row is the default, off. Goes with the account (the foreign key cascades); the
 * handle itself is modules/sites' learner_handle.
 */
export const learnerProfile = pgTable(
  'learner_profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Null: the page shows only the handle. */
    displayName: text('display_name'),
    bio: text('bio').notNull().default(''),
    showCertificates: boolean('show_certificates').notNull().default(false),
    /** Published sites left off the profile, by site name (core's siteName). */
    hiddenSites: text('hidden_sites').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    // core's rules are the gate; these keep a bug from storing more than a page can show.
    check(
      'learner_profile_display_name_length',
      sql`char_length(${t.displayName}) <= ${sql.raw(String(PROFILE_DISPLAY_NAME_MAX))}`,
    ),
    check(
      'learner_profile_bio_length',
      sql`char_length(${t.bio}) <= ${sql.raw(String(PROFILE_BIO_MAX))}`,
    ),
  ],
);
