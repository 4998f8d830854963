import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { dropUserEverywhere } from '../http/viewer-cache.ts';
import { setAdmin } from '../modules/auth/service.ts';

/**
 * `grant` / `revoke` for `npm run admin`: sets the flag, then tells every running server to drop
 * the user's cached sessions (a database notice, http/viewer-cache.ts), so their next request
 * already has the new role instead of the old one for SESSION_CACHE_TTL_SECONDS. False when no
 * account has that email.
 */
export async function setAdminRole(db: TDb, email: string, isAdmin: boolean): Promise<boolean> {
  return (await setAdminRoleOf(db, email, isAdmin)) !== null;
}

/**
 * setAdminRole, telling also whether the account has two-factor sign-in on: an admin without it
 * is refused /api/admin until they turn it on (decisions/035). Null when no account has that email.
 */
export async function setAdminRoleOf(db: TDb, email: string, isAdmin: boolean) {
  if (!(await setAdmin(db, email, isAdmin))) return null;
  const found = await db
    .select({ id: user.id, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  for (const { id } of found) await dropUserEverywhere(db, id);
  return { twoFactorEnabled: found.some((f) => f.twoFactorEnabled) };
}

/** What `npm run admin -- grant|revoke` prints for an account it found. */
export function roleMessage(email: string, grant: boolean, twoFactorEnabled: boolean) {
  if (!grant) return `${email} is no longer an admin.`;
  if (twoFactorEnabled) return `${email} is now an admin.`;
  return [
    `${email} is now an admin, but cannot open /admin yet: admins must have two-factor sign-in.`,
    'They are sent to turn it on (Account → Two-factor sign-in) when they next open /admin.',
  ].join('\n');
}
