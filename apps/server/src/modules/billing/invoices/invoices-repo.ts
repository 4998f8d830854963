import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { taxDocument, taxDocumentCounter, user } from '../../../db/schema.ts';

/* Tax invoices and credit notes (decisions/044): their numbers and rows. */

export type TTaxDocumentRow = typeof taxDocument.$inferSelect;
export type TTaxDocumentInsert = Omit<typeof taxDocument.$inferInsert, 'id' | 'number'>;

/**
 * The next number of a kind, taken in `tx`: the counter's row stays locked until `tx` ends, so
 * numbers are given one at a time, and a rolled-back transaction gives its number back: no gaps.
 */
async function takeNumber(tx: TDb, kind: TTaxDocumentRow['kind']): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounter)
    .values({ kind, last: 1 })
    .onConflictDoUpdate({
      target: taxDocumentCounter.kind,
      set: { last: sql`${taxDocumentCounter.last} + 1` },
    })
    .returning({ last: taxDocumentCounter.last });
  if (!row) throw new Error(`no ${kind} number was given`);
  return row.last;
}

/** Numbers and stores a document, in the transaction of the payment or refund it is for. */
export async function insertTaxDocument(tx: TDb, doc: TTaxDocumentInsert) {
  const number = await takeNumber(tx, doc.kind);
  const [row] = await tx
    .insert(taxDocument)
    .values({ ...doc, number })
    .returning();
  if (!row) throw new Error('tax document not stored');
  return row;
}

export async function findInvoiceOf(db: TDb, reference: string) {
  const [row] = await db
    .select()
    .from(taxDocument)
    .where(and(eq(taxDocument.kind, 'invoice'), eq(taxDocument.transactionReference, reference)))
    .limit(1);
  return row ?? null;
}

export async function findCreditNoteOf(db: TDb, refundId: string) {
  const [row] = await db
    .select()
    .from(taxDocument)
    .where(eq(taxDocument.refundId, refundId))
    .limit(1);
  return row ?? null;
}

export async function findTaxDocument(db: TDb, id: string) {
  const [row] = await db.select().from(taxDocument).where(eq(taxDocument.id, id)).limit(1);
  return row ?? null;
}

/** Of the documents of these payments, each kind's number and which payment (oldest first). */
export function listTaxDocumentsOf(db: TDb, references: readonly string[]) {
  if (references.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: taxDocument.id,
      kind: taxDocument.kind,
      number: taxDocument.number,
      reference: taxDocument.transactionReference,
      refundId: taxDocument.refundId,
      amount: taxDocument.amount,
      vat: taxDocument.vat,
      userId: taxDocument.userId,
    })
    .from(taxDocument)
    .where(inArray(taxDocument.transactionReference, [...references]))
    .orderBy(asc(taxDocument.kind), asc(taxDocument.number));
}

/** Every document, by number (the ledger's columns). */
export function listAllTaxDocuments(db: TDb) {
  return db
    .select({
      kind: taxDocument.kind,
      number: taxDocument.number,
      reference: taxDocument.transactionReference,
      amount: taxDocument.amount,
      vat: taxDocument.vat,
    })
    .from(taxDocument)
    .orderBy(asc(taxDocument.kind), asc(taxDocument.number));
}

/** The learner's documents, oldest first ("Download my data"). */
export function listTaxDocumentsOfUser(db: TDb, userId: string) {
  return db
    .select()
    .from(taxDocument)
    .where(eq(taxDocument.userId, userId))
    .orderBy(asc(taxDocument.issuedAt), asc(taxDocument.number));
}

/** The buyer as a tax invoice names them: the account's name and email now. */
export async function findBuyer(db: TDb, userId: string) {
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  return row ?? null;
}
