import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingIdempotency } from '../../../db/schema.ts';

/* The answers kept by Idempotency-Key (idempotency.ts). */

/** Forgets the learner's answers older than `hours`. */
export async function dropExpiredAnswers(db: TDb, userId: string, hours: number) {
  await db
    .delete(billingIdempotency)
    .where(
      and(
        eq(billingIdempotency.userId, userId),
        lt(billingIdempotency.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
}

export async function findKeptAnswer(db: TDb, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(billingIdempotency)
    .where(and(eq(billingIdempotency.userId, userId), eq(billingIdempotency.key, key)))
    .limit(1);
  return row ?? null;
}

export async function keepAnswer(db: TDb, row: typeof billingIdempotency.$inferInsert) {
  await db.insert(billingIdempotency).values(row);
}
