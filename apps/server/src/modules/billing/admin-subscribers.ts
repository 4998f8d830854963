import {
  SUBSCRIBERS_PAGE_SIZE,
  type TAdminSubscriber,
  type TAdminSubscribersPage,
  type TAdminSubscribersQuery,
} from '@thinkbuild/core';
import { and, count, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { liveStatusSql, subscription, user } from '../../db/schema.ts';

/** LIKE treats % and _ as wildcards: an admin searching "a_b" means those characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Subscriptions that still matter: live at Paystack, or ended with paid time left. */
const current = or(liveStatusSql(subscription.status), gt(subscription.accessUntil, sql`now()`));

type TRow = {
  name: string;
  email: string;
  planCode: string;
  status: string;
  nextPaymentDate: Date | null;
  accessUntil: Date | null;
  startsAt: Date | null;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Where one subscription stands for the admin (core's TSubscriberStatus). */
export function toSubscriber(row: TRow, now: Date): TAdminSubscriber {
  const base = {
    name: row.name,
    email: row.email,
    plan: row.planCode,
    startsAt: iso(row.startsAt),
  };
  if (row.startsAt && row.startsAt > now) {
    return { ...base, status: 'scheduled', nextPaymentDate: iso(row.startsAt), accessUntil: null };
  }
  switch (row.status) {
    case 'active':
    case 'attention':
      return {
        ...base,
        status: row.status,
        nextPaymentDate: iso(row.nextPaymentDate),
        accessUntil: null,
      };
    case 'non-renewing':
      return {
        ...base,
        status: 'non-renewing',
        nextPaymentDate: null,
        accessUntil: iso(row.accessUntil ?? row.nextPaymentDate),
      };
    default:
      return {
        ...base,
        status: 'ending',
        nextPaymentDate: null,
        accessUntil: iso(row.accessUntil),
      };
  }
}

/** One page of subscribers, by email, whose address contains `q` (any case). */
export async function subscribersPage(
  db: TDb,
  { page, q }: TAdminSubscribersQuery,
  now = new Date(),
): Promise<TAdminSubscribersPage> {
  const where = and(current, q ? ilike(user.email, `%${likeLiteral(q)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        name: user.name,
        email: user.email,
        planCode: subscription.planCode,
        status: subscription.status,
        nextPaymentDate: subscription.nextPaymentDate,
        accessUntil: subscription.accessUntil,
        startsAt: subscription.startsAt,
      })
      .from(subscription)
      .innerJoin(user, eq(user.id, subscription.userId))
      .where(where)
      .orderBy(user.email, subscription.createdAt, subscription.id)
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(subscription)
      .innerJoin(user, eq(user.id, subscription.userId))
      .where(where),
  ]);
  return {
    subscribers: rows.map((r) => toSubscriber(r, now)),
    page,
    pageSize: SUBSCRIBERS_PAGE_SIZE,
    total: total?.n ?? 0,
    q,
  };
}
