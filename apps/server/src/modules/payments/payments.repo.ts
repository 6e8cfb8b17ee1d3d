import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

export type NewPayment = typeof payments.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** Creates the request's payment of this kind, or returns the one that exists. */
export async function createPayment(db: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing();
  const found = await findRequestPayment(db, values.serviceRequestId, values.kind);
  return found!;
}

export async function findRequestPayment(
  db: DbOrTx,
  serviceRequestId: string,
  kind: PaymentRow['kind'],
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.serviceRequestId, serviceRequestId), eq(payments.kind, kind)))
    .limit(1);
  return row;
}
