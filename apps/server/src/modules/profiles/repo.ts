import type { TProfileSettings } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { learnerProfile } from '../../db/schema.ts';

const SETTINGS = {
  enabled: learnerProfile.enabled,
  displayName: learnerProfile.displayName,
  bio: learnerProfile.bio,
  showCertificates: learnerProfile.showCertificates,
  hiddenSites: learnerProfile.hiddenSites,
};

/** The learner's profile settings, or null when they never saved any (off). */
export async function findProfile(db: TDb, userId: string): Promise<TProfileSettings | null> {
  const [row] = await db
    .select(SETTINGS)
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, userId));
  return row ?? null;
}

/** Saves every setting at once: the learner's form says all of them. */
export async function upsertProfile(
  db: TDb,
  userId: string,
  settings: TProfileSettings,
  now: Date,
): Promise<TProfileSettings> {
  const [row] = await db
    .insert(learnerProfile)
    .values({ userId, ...settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: learnerProfile.userId, set: { ...settings, updatedAt: now } })
    .returning(SETTINGS);
  if (!row) throw new Error('upsertProfile wrote nothing');
  return row;
}

/** The row as kept, with its dates ("Download my data"). */
export async function profileRow(db: TDb, userId: string) {
  const [row] = await db
    .select({
      ...SETTINGS,
      createdAt: learnerProfile.createdAt,
      updatedAt: learnerProfile.updatedAt,
    })
    .from(learnerProfile)
    .where(eq(learnerProfile.userId, userId));
  return row ?? null;
}
