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
  if (!(await setAdmin(db, email, isAdmin))) return false;
  const found = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  for (const { id } of found) await dropUserEverywhere(db, id);
  return true;
}
