import { randomBytes } from 'node:crypto';
import { CURRENCY, isoInZone, toCsv, toSubunits } from '@thinkbuild/core';
import type {
  TSponsorBatch,
  TSponsorBatches,
  TSponsorBatchRequest,
} from '@thinkbuild/core/schemas/sponsor-codes';
import {
  codeFromBytes,
  formatSponsorCode,
  SPONSOR_CODE_BYTES,
  sponsorCodeStatus,
} from '@thinkbuild/core/sponsor-codes';
import type { TDb } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import {
  addCodes,
  batchCodes,
  findBatch,
  insertBatch,
  listBatches,
  listRedeemers,
  revokeUnredeemed,
} from './repo.ts';

/** The batches /admin/billing lists: the newest ones (older batches stay in the database). */
const LISTED_BATCHES = 100;

/** `size` new random codes: 60 bits each from node:crypto (core `codeFromBytes`). */
const drawCodes = (size: number) =>
  Array.from({ length: size }, () => codeFromBytes(randomBytes(SPONSOR_CODE_BYTES)));

type TParsedBatch = Omit<TSponsorBatchRequest, 'months' | 'size'> & {
  months: number;
  size: number;
};

/**
 * A batch paid for outside the learner's checkout (decisions/043): who paid and their reference
 * are kept with it for the books, and all its codes are made at once, so the CSV is complete.
 */
export async function createBatch(
  db: TDb,
  adminId: string,
  input: TParsedBatch,
): Promise<TSponsorBatch> {
  const { batch, made } = await insertBatch(
    db,
    {
      tier: input.tier,
      months: input.months,
      size: input.size,
      paidBy: input.paidBy,
      paymentReference: input.paymentReference,
      amount: input.amount ? toSubunits(Number(input.amount)) : null,
      currency: CURRENCY,
      createdBy: adminId,
    },
    drawCodes(input.size),
  );
  // A code drawn twice, or already in another batch, is drawn again until the batch is full.
  for (let have = made; have < input.size; ) {
    have += await addCodes(db, batch.id, drawCodes(input.size - have));
  }
  const [listed] = (await batchList(db)).batches.filter((b) => b.id === batch.id);
  if (!listed) throw new Error('the new batch is not listed');
  return listed;
}

/** The batches with how many codes are redeemed, by whom, and how many were revoked. */
export async function batchList(db: TDb): Promise<TSponsorBatches> {
  const rows = await listBatches(db, LISTED_BATCHES);
  const redeemers = await listRedeemers(
    db,
    rows.map((r) => r.batch.id),
  );
  return {
    batches: rows.map(({ batch, createdBy, redeemed, revoked }) => ({
      id: batch.id,
      tier: batch.tier,
      months: batch.months,
      size: batch.size,
      paidBy: batch.paidBy,
      paymentReference: batch.paymentReference,
      amount: batch.amount,
      currency: batch.currency,
      createdBy,
      createdAt: batch.createdAt.toISOString(),
      redeemed,
      revoked,
      redeemers: redeemers
        .filter((r) => r.batchId === batch.id && r.redeemedAt)
        .map((r) => ({ email: r.email, redeemedAt: (r.redeemedAt as Date).toISOString() })),
    })),
  };
}

/**
 * A batch's codes as CSV, for the sponsor to hand out: the code as printed, its pass, where it
 * stands and who redeemed it when (in TIME_ZONE with its offset, as the payments CSV).
 */
export async function batchCsv(db: TDb, batchId: string, timeZone: string) {
  const batch = await findBatch(db, batchId);
  if (!batch) throw notFound('No batch has that id');
  const codes = await batchCodes(db, batchId);
  const rows = codes.map((c) => [
    formatSponsorCode(c.code),
    batch.tier,
    batch.months,
    sponsorCodeStatus(c),
    c.email ?? (c.redeemedAt ? 'deleted account' : ''),
    c.redeemedAt ? isoInZone(c.redeemedAt, timeZone) : '',
  ]);
  const header = ['code', 'tier', 'months', 'status', 'redeemed by', 'redeemed at'];
  return { batch, csv: toCsv([header, ...rows]) };
}

/** "Revoke unredeemed codes": codes already redeemed keep their passes. */
export async function revokeBatch(db: TDb, batchId: string) {
  if (!(await findBatch(db, batchId))) throw notFound('No batch has that id');
  return { revoked: await revokeUnredeemed(db, batchId) };
}
