import { TERMS_VERSION, type TRole } from '@thinkbuild/core';
import { hashPassword } from 'better-auth/crypto';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { account, subscription, user } from '../schema.ts';

type TDemoRole = Exclude<TRole, 'free'> | 'free';

export const DEMO_ACCOUNTS: { email: string; role: TDemoRole }[] = [
  { email: 'admin@thinkbuild.dev', role: 'admin' },
  { email: 'creator@thinkbuild.dev', role: 'creator' },
  { email: 'builder@thinkbuild.dev', role: 'builder' },
  { email: 'starter@thinkbuild.dev', role: 'starter' },
  { email: 'free@thinkbuild.dev', role: 'free' },
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * The five demo accounts, each with the role its name says: admin by the admin flag, the tiers
 * by real active (sandbox) subscriptions, none with lifetime access. Inserted directly, so they
 * never take one of the first-N lifetime-access places. Missing ones are (re)created.
 */
export async function seedDemoAccounts(db: TDb, password: string): Promise<string[]> {
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
      if (demo.role === 'starter' || demo.role === 'builder' || demo.role === 'creator') {
        await tx.insert(subscription).values({
          userId: id,
          planCode: `${demo.role}m`,
          tier: demo.role,
          interval: 'monthly',
          status: 'active',
          providerCustomerCode: `CUS_demo_${demo.role}`,
          providerSubscriptionCode: `SUB_demo_${demo.role}`,
          nextPaymentDate: new Date(Date.now() + 30 * DAY),
          cardLast4: '4081',
          cardBrand: 'visa',
        });
      }
    }
  });
  return missing.map((m) => m.email);
}
