import { TERMS_VERSION, type TRole } from '@thinkbuild/core';
import { hashPassword } from 'better-auth/crypto';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { account, user } from '../schema.ts';

type TDemoRole = Exclude<TRole, 'free'> | 'free';

export const DEMO_ACCOUNTS: { email: string; role: TDemoRole }[] = [
  { email: 'admin@thinkbuild.dev', role: 'admin' },
  { email: 'creator@thinkbuild.dev', role: 'creator' },
  { email: 'builder@thinkbuild.dev', role: 'builder' },
  { email: 'starter@thinkbuild.dev', role: 'starter' },
  { email: 'free@thinkbuild.dev', role: 'free' },
];

/**
 * The five demo accounts, none with lifetime access. Inserted directly, so they never take one
 * of the first-N lifetime-access places. Missing ones are (re)created and returned; the tiers
 * get their subscriptions from `subscribeDemoAccounts` (demo-subscriptions.ts).
 */
export async function seedDemoAccounts(db: TDb, password: string): Promise<typeof DEMO_ACCOUNTS> {
  const existing = await db
    .select({ email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.email === a.email));
  if (missing.length === 0) return [];
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (const demo of missing) {
      const id = crypto.randomUUID();
      await tx.insert(user).values({
        id,
        name: demo.email.split('@')[0] ?? '',
        email: demo.email,
        emailVerified: true,
        isAdmin: demo.role === 'admin',
        ageConfirmed: true,
        termsVersionAccepted: TERMS_VERSION,
      });
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
    }
  });
  return missing;
}
