import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { savedAddresses, users } from '../../db/schema/index.ts';

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
export type SavedAddressValues = Omit<
  typeof savedAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isDefault'
>;

/**
 * Locks the customer's own row for the rest of the transaction: every change to their saved
 * addresses takes it first, so two at once (two tabs saving an eleventh, two defaults) run one
 * after the other and each sees what the other wrote.
 */
export async function lockOwner(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The customer's addresses, the default first, then the newest. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(
      desc(savedAddresses.isDefault),
      desc(savedAddresses.createdAt),
      desc(savedAddresses.id),
    );
}

export async function countAddresses(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId));
  return Number(row?.n ?? 0);
}

/** The customer's own address by id; another customer's reads as unknown. */
export async function findAddress(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .limit(1);
  return row;
}

/** Whether another of the customer's addresses (not `exceptId`) has this label, in any case. */
export async function labelTaken(
  db: DbOrTx,
  userId: string,
  label: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(
      and(
        eq(savedAddresses.userId, userId),
        sql`lower(${savedAddresses.label}) = lower(${label})`,
        exceptId ? ne(savedAddresses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Clears the customer's default, before another address becomes it (one default per user). */
export async function clearDefault(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
}

export async function insertAddress(
  db: DbOrTx,
  values: SavedAddressValues & { userId: string; isDefault: boolean },
): Promise<SavedAddressRow> {
  const [row] = await db.insert(savedAddresses).values(values).returning();
  return row!;
}

export async function updateAddress(
  db: DbOrTx,
  id: string,
  values: Partial<SavedAddressValues> & { isDefault?: boolean },
): Promise<SavedAddressRow> {
  const [row] = await db
    .update(savedAddresses)
    .set(values)
    .where(eq(savedAddresses.id, id))
    .returning();
  return row!;
}

export async function deleteAddress(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning({ isDefault: savedAddresses.isDefault });
  return row;
}

/** Makes the customer's newest address the default (after the default was deleted). */
export async function defaultNewest(db: DbOrTx, userId: string): Promise<void> {
  const [newest] = await db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
    .limit(1);
  if (newest) {
    await db
      .update(savedAddresses)
      .set({ isDefault: true })
      .where(eq(savedAddresses.id, newest.id));
  }
}
