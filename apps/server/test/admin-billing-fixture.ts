import { PLANS, type TAdminBilling, type TPlanCode } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { subscription, user } from '../src/db/schema.ts';
import type { TTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import { freeLearner } from './billing-helpers.ts';

/** A new learner, remembered by `label` in `emails`, with their billing client. */
export async function newLearner(app: TTestApp, emails: Record<string, string>, label: string) {
  const signedIn = await freeLearner(app);
  emails[label] = signedIn.email;
  return signedIn;
}

export async function userIdOf(app: TTestApp, email: string) {
  const [row] = await app.db.select().from(user).where(eq(user.email, email));
  if (!row) throw new Error('no user');
  return row.id;
}

type TStatus = 'active' | 'non-renewing' | 'attention' | 'completed' | 'cancelled';

/**
 * Makes subscription rows in states the sandbox cannot reach on demand, each for a new learner
 * remembered by `label` in `emails` (or for `extra.userId`).
 */
export const subscriptionRows =
  (app: () => TTestApp, emails: Record<string, string>) =>
  (...args: TRowArgs) =>
    subscriptionRow(app(), emails, ...args);

type TRowArgs = [
  label: string,
  plan: TPlanCode,
  status: TStatus,
  nextPaymentDate: Date,
  extra?: { accessUntil?: Date; startsAt?: Date; userId?: string; lastChargeReference?: string },
];

async function subscriptionRow(
  app: TTestApp,
  emails: Record<string, string>,
  label: string,
  plan: TPlanCode,
  status: TStatus,
  nextPaymentDate: Date,
  extra: {
    accessUntil?: Date;
    startsAt?: Date;
    userId?: string;
    lastChargeReference?: string;
  } = {},
) {
  const userId =
    extra.userId ?? (await userIdOf(app, (await newLearner(app, emails, label)).email));
  await app.db.insert(subscription).values({
    userId,
    planCode: plan,
    tier: PLANS[plan].tier,
    interval: PLANS[plan].interval,
    status,
    nextPaymentDate,
    accessUntil: extra.accessUntil ?? null,
    startsAt: extra.startsAt ?? null,
    lastChargeReference: extra.lastChargeReference ?? null,
  });
  return userId;
}

export const adminGet = (app: TTestApp, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie } });

/** The admin's billing page as the API answers it (200 expected). */
export async function adminBilling(app: TTestApp, cookie: string) {
  const res = await adminGet(app, '/api/admin/billing', cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as TAdminBilling;
}
