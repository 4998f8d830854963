import { PRIVACY_VERSION, TERMS_VERSION, type TRole } from '@thinkbuild/core';
import { DEMO_ADMIN_TOTP_KEY, demoAdminTotpUri } from '@thinkbuild/demo/accounts';
import { generateRandomString, hashPassword, symmetricEncrypt } from 'better-auth/crypto';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { account, twoFactor, user } from '../schema.ts';

type TDemoRole = Exclude<TRole, 'free'> | 'free';

export const DEMO_ADMIN_EMAIL = 'admin@thinkbuild.dev';

export const DEMO_ACCOUNTS: { email: string; role: TDemoRole }[] = [
  { email: DEMO_ADMIN_EMAIL, role: 'admin' },
  { email: 'creator@thinkbuild.dev', role: 'creator' },
  { email: 'builder@thinkbuild.dev', role: 'builder' },
  { email: 'starter@thinkbuild.dev', role: 'starter' },
  { email: 'free@thinkbuild.dev', role: 'free' },
];

/** The start banner's lines on the demo admin's code (main.ts). */
export const demoAdminTwoFactorLines = () => [
  '  The admin also asks a code (admins must have two-factor sign-in): add the demo key',
  `    ${DEMO_ADMIN_TOTP_KEY} to an authenticator app, or open ${demoAdminTotpUri(DEMO_ADMIN_EMAIL)}`,
];

/**
 * The demo admin's two-factor row, as better-auth's plugin keeps one: the public demo key
 * (`base32:` tells better-auth the key is written as authenticator apps take it) and ten backup
 * codes nobody is shown (new ones come from /account), both encrypted with the server secret.
 */
async function demoAdminTwoFactor(userId: string, secret: string) {
  const codes = Array.from({ length: 10 }, () => {
    const code = generateRandomString(10, 'a-z', '0-9', 'A-Z');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  return {
    id: crypto.randomUUID(),
    userId,
    secret: await symmetricEncrypt({ key: secret, data: `base32:${DEMO_ADMIN_TOTP_KEY}` }),
    backupCodes: await symmetricEncrypt({ key: secret, data: JSON.stringify(codes) }),
    verified: true,
  };
}

/**
 * The five demo accounts, none with lifetime access. Inserted directly, so they never take one
 * of the first-N lifetime-access places. Missing ones are (re)created and returned; the tiers
 * get their subscriptions from `subscribeDemoAccounts` (demo-subscriptions.ts). The admin has
 * two-factor sign-in on, with the demo key (`@thinkbuild/demo/accounts`), as admins must.
 */
export async function seedDemoAccounts(
  db: TDb,
  password: string,
  /** The server secret (serverSecret): better-auth's key for the two-factor row. */
  secret: string,
): Promise<typeof DEMO_ACCOUNTS> {
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
        twoFactorEnabled: demo.role === 'admin',
        ageConfirmed: true,
        termsVersionAccepted: TERMS_VERSION,
        birthYear: 1990,
        privacyVersionSeen: PRIVACY_VERSION,
      });
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hash,
      });
      if (demo.role === 'admin')
        await tx.insert(twoFactor).values(await demoAdminTwoFactor(id, secret));
    }
  });
  return missing;
}
