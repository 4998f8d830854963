import type { TAdminSubscribersQuery } from '@thinkbuild/core';
import { and, count, eq, gt, ilike, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { liveStatusSql, subscription, user } from '../../../db/schema.ts';

/** One subscription as the subscribers list shows it. */
export type TSubscriberRow = {
  name: string;
  email: string;
  planCode: string;
  status: string;
  nextPaymentDate: Date | null;
  accessUntil: Date | null;
  startsAt: Date | null;
};

/** LIKE treats % and _ as wildcards: an admin searching "a_b" means those characters. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Subscriptions that still matter: live at Paystack, or ended with paid time left. */
const current = or(liveStatusSql(subscription.status), gt(subscription.accessUntil, sql`now()`));

/** One page of subscriptions by email, whose address contains `q` (any case), and how many in all. */
export async function listSubscribersPage(
  db: TDb,
  { page, q }: TAdminSubscribersQuery,
  pageSize: number,
): Promise<[TSubscriberRow[], number]> {
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
      // A learner's current subscription before one scheduled to start (a downgrade at the
      // period's end): rows made in one transaction share createdAt, so it cannot tell them.
      .orderBy(
        user.email,
        sql`${subscription.startsAt} asc nulls first`,
        subscription.createdAt,
        subscription.id,
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(subscription)
      .innerJoin(user, eq(user.id, subscription.userId))
      .where(where),
  ]);
  return [rows, total?.n ?? 0];
}
