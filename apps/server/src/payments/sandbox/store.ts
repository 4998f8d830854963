import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { sandboxRecord } from '../../db/schema.ts';

export type TSandboxKind =
  | 'plan'
  | 'customer'
  | 'authorization'
  | 'transaction'
  | 'subscription'
  | 'refund'
  | 'dispute';

/** The sandbox's records, by kind and code, in its own table (what Paystack would hold). */
export function createSandboxStore(db: TDb) {
  return {
    async get<T>(kind: TSandboxKind, id: string): Promise<T | null> {
      const [row] = await db
        .select({ data: sandboxRecord.data })
        .from(sandboxRecord)
        .where(and(eq(sandboxRecord.kind, kind), eq(sandboxRecord.id, id)))
        .limit(1);
      return (row?.data as T | undefined) ?? null;
    },
    async put<T extends object>(kind: TSandboxKind, id: string, data: T): Promise<T> {
      const value = data as Record<string, unknown>;
      await db
        .insert(sandboxRecord)
        .values({ kind, id, data: value })
        .onConflictDoUpdate({
          target: [sandboxRecord.kind, sandboxRecord.id],
          set: { data: value, updatedAt: new Date() },
        });
      return data;
    },
    /** Records whose top-level `field` equals `value` (as text), oldest first. */
    async find<T>(kind: TSandboxKind, field: string, value: string): Promise<T[]> {
      const rows = await db
        .select({ data: sandboxRecord.data })
        .from(sandboxRecord)
        .where(
          and(eq(sandboxRecord.kind, kind), sql`${sandboxRecord.data} ->> ${field} = ${value}`),
        )
        .orderBy(sandboxRecord.createdAt);
      return rows.map((r) => r.data as T);
    },
    async list<T>(kind: TSandboxKind): Promise<T[]> {
      const rows = await db
        .select({ data: sandboxRecord.data })
        .from(sandboxRecord)
        .where(eq(sandboxRecord.kind, kind))
        .orderBy(sandboxRecord.createdAt);
      return rows.map((r) => r.data as T);
    },
  };
}

export type TSandboxStore = ReturnType<typeof createSandboxStore>;
