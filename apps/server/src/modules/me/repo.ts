import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { user } from '../../db/schema.ts';

export async function updateDataSaver(db: TDb, userId: string, dataSaver: boolean) {
  await db.update(user).set({ dataSaver, updatedAt: new Date() }).where(eq(user.id, userId));
}
