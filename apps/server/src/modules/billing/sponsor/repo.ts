import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { learnerPass, sponsorBatch, sponsorCode, user } from '../../../db/schema.ts';

export type TSponsorBatchRow = typeof sponsorBatch.$inferSelect;

/** A code nobody redeemed and nobody revoked: the only kind a redemption or a revoke changes. */
const stillUnused = () => and(isNull(sponsorCode.redeemedAt), isNull(sponsorCode.revokedAt));
export type TNewSponsorBatch = typeof sponsorBatch.$inferInsert;

/** Makes the batch and its codes in one transaction; a code already taken is left out. */
export async function insertBatch(db: TDb, batch: TNewSponsorBatch, codes: readonly string[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sponsorBatch).values(batch).returning();
    if (!row) throw new Error('the batch was not made');
    const made = await tx
      .insert(sponsorCode)
      .values(codes.map((code) => ({ code, batchId: row.id })))
      .onConflictDoNothing()
      .returning({ code: sponsorCode.code });
    return { batch: row, made: made.length };
  });
}

/** Adds codes to a batch whose first draw met a code already taken (60 bits: next to never). */
export async function addCodes(db: TDb, batchId: string, codes: readonly string[]) {
  const made = await db
    .insert(sponsorCode)
    .values(codes.map((code) => ({ code, batchId })))
    .onConflictDoNothing()
    .returning({ code: sponsorCode.code });
  return made.length;
}

/** The batches, newest first, with how many of their codes are redeemed and revoked. */
export async function listBatches(db: TDb, limit: number) {
  const redeemed = sql<number>`count(${sponsorCode.code}) filter (where ${sponsorCode.redeemedAt} is not null)`;
  const revoked = sql<number>`count(${sponsorCode.code}) filter (where ${sponsorCode.revokedAt} is not null and ${sponsorCode.redeemedAt} is null)`;
  return db
    .select({
      batch: sponsorBatch,
      createdBy: user.email,
      redeemed: redeemed.mapWith(Number),
      revoked: revoked.mapWith(Number),
    })
    .from(sponsorBatch)
    .leftJoin(user, eq(user.id, sponsorBatch.createdBy))
    .leftJoin(sponsorCode, eq(sponsorCode.batchId, sponsorBatch.id))
    .groupBy(sponsorBatch.id, user.email)
    .orderBy(desc(sponsorBatch.createdAt))
    .limit(limit);
}

/** Who redeemed the codes of these batches (an email, or null for an account since deleted). */
export async function listRedeemers(db: TDb, batchIds: readonly string[]) {
  if (batchIds.length === 0) return [];
  return db
    .select({
      batchId: sponsorCode.batchId,
      email: user.email,
      redeemedAt: sponsorCode.redeemedAt,
    })
    .from(sponsorCode)
    .leftJoin(user, eq(user.id, sponsorCode.redeemedBy))
    .where(and(inArray(sponsorCode.batchId, [...batchIds]), isNotNull(sponsorCode.redeemedAt)))
    .orderBy(desc(sponsorCode.redeemedAt));
}

export async function findBatch(db: TDb, id: string) {
  const [row] = await db.select().from(sponsorBatch).where(eq(sponsorBatch.id, id)).limit(1);
  return row ?? null;
}

/** A batch's codes for its CSV, with who redeemed each. */
export async function batchCodes(db: TDb, batchId: string) {
  return db
    .select({
      code: sponsorCode.code,
      redeemedAt: sponsorCode.redeemedAt,
      revokedAt: sponsorCode.revokedAt,
      email: user.email,
    })
    .from(sponsorCode)
    .leftJoin(user, eq(user.id, sponsorCode.redeemedBy))
    .where(eq(sponsorCode.batchId, batchId))
    .orderBy(sponsorCode.code);
}

/** Revokes a batch's codes nobody redeemed yet; a redeemed code keeps its pass. */
export async function revokeUnredeemed(db: TDb, batchId: string) {
  const rows = await db
    .update(sponsorCode)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sponsorCode.batchId, batchId), stillUnused()))
    .returning({ code: sponsorCode.code });
  return rows.length;
}

/** A code with its batch's tier and months, for redeeming. */
export async function findCode(db: TDb, code: string) {
  const [row] = await db
    .select({
      code: sponsorCode.code,
      redeemedBy: sponsorCode.redeemedBy,
      redeemedAt: sponsorCode.redeemedAt,
      revokedAt: sponsorCode.revokedAt,
      tier: sponsorBatch.tier,
      months: sponsorBatch.months,
      currency: sponsorBatch.currency,
    })
    .from(sponsorCode)
    .innerJoin(sponsorBatch, eq(sponsorBatch.id, sponsorCode.batchId))
    .where(eq(sponsorCode.code, code))
    .limit(1);
  return row ?? null;
}

/**
 * Redeems a code for `userId` if nobody has and it is not revoked: one conditional UPDATE, so of
 * two redemptions at once only one gets a row back (PostgreSQL re-checks the WHERE after the
 * first commits).
 */
export async function claimCode(db: TDb, code: string, userId: string) {
  const rows = await db
    .update(sponsorCode)
    .set({ redeemedBy: userId, redeemedAt: sql`now()` })
    .where(and(eq(sponsorCode.code, code), stillUnused()))
    .returning({ code: sponsorCode.code });
  return rows.length === 1;
}

/** What a pass row's days are worth after its unused part moved after a code's pass. */
export async function setPassWorth(db: TDb, id: string, paid: number) {
  await db.update(learnerPass).set({ paid, updatedAt: new Date() }).where(eq(learnerPass.id, id));
}
