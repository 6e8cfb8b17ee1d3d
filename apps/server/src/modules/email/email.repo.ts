import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailConfirmations, repairers, users } from '../../db/schema/index.ts';

export type EmailRole = 'user' | 'repairer';
export interface EmailAccount {
  role: EmailRole;
  id: string;
}
export type ConfirmationRow = typeof emailConfirmations.$inferSelect;

const tableOf = (role: EmailRole) => (role === 'user' ? users : repairers);

/** What the email calls need of an account: its name, language, address and switch. */
export async function findEmailAccount(db: DbOrTx, account: EmailAccount) {
  const table = tableOf(account.role);
  const [row] = await db
    .select({
      fullname: table.fullname,
      language: table.language,
      email: table.email,
      emailVerifiedAt: table.emailVerifiedAt,
      emailNotifications: table.emailNotifications,
    })
    .from(table)
    .where(eq(table.id, account.id))
    .limit(1);
  return row;
}

const ofAccount = (account: EmailAccount) =>
  and(eq(emailConfirmations.role, account.role), eq(emailConfirmations.accountId, account.id));

/** The account's confirmation still waiting (not used, not expired), if any. */
export async function livePending(db: DbOrTx, account: EmailAccount, now: Date) {
  const [row] = await db
    .select()
    .from(emailConfirmations)
    .where(
      and(
        ofAccount(account),
        isNull(emailConfirmations.consumedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Stores a new confirmation, replacing every earlier one of the account. */
export async function replaceConfirmation(
  db: DbOrTx,
  row: Omit<typeof emailConfirmations.$inferInsert, 'id'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(emailConfirmations).where(ofAccount({ role: row.role, id: row.accountId }));
    await tx.insert(emailConfirmations).values(row);
  });
}

/**
 * Counts one try at the account's live code, unless it has had its tries: one conditional
 * update, so parallel guesses cannot pass the limit. Returns the row after the count.
 */
export async function countTry(db: DbOrTx, account: EmailAccount, now: Date, maxTries: number) {
  const [row] = await db
    .update(emailConfirmations)
    .set({ attempts: sql`${emailConfirmations.attempts} + 1` })
    .where(
      and(
        ofAccount(account),
        isNull(emailConfirmations.consumedAt),
        gt(emailConfirmations.expiresAt, now),
        lt(emailConfirmations.attempts, maxTries),
      ),
    )
    .returning();
  return row;
}

/** The live confirmation a link's token belongs to. */
export async function findByToken(db: DbOrTx, tokenHmacs: string[], now: Date) {
  for (const tokenHmac of tokenHmacs) {
    const [row] = await db
      .select()
      .from(emailConfirmations)
      .where(
        and(
          eq(emailConfirmations.tokenHmac, tokenHmac),
          isNull(emailConfirmations.consumedAt),
          gt(emailConfirmations.expiresAt, now),
        ),
      )
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

/**
 * Uses the confirmation and sets its address on the account as confirmed, in one transaction;
 * false when it was used or replaced meanwhile (nothing changes then).
 */
export async function applyConfirmation(db: DbOrTx, row: ConfirmationRow, now: Date) {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(emailConfirmations)
      .set({ consumedAt: now })
      .where(and(eq(emailConfirmations.id, row.id), isNull(emailConfirmations.consumedAt)))
      .returning({ id: emailConfirmations.id });
    if (used.length !== 1) return false;
    const table = tableOf(row.role);
    await tx
      .update(table)
      .set({ email: row.email, emailVerifiedAt: now })
      .where(eq(table.id, row.accountId));
    return true;
  });
}

/** Turns the account's email notifications on or off. */
export async function setEmailSwitch(db: DbOrTx, account: EmailAccount, on: boolean) {
  const table = tableOf(account.role);
  await db.update(table).set({ emailNotifications: on }).where(eq(table.id, account.id));
}
