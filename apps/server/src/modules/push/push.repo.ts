import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requestTitleColumns } from '../../db/request-title.ts';
import { pushSubscriptions, repairers, serviceRequests, users } from '../../db/schema/index.ts';
import type { Recipient } from '../notifications/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Subscriptions one account keeps at most (its newest); each is a device or browser. */
export const SUBSCRIPTIONS_PER_ACCOUNT = 10;

/**
 * Keeps a subscription for the account: the same endpoint subscribed again (another account
 * signed in on that browser) moves to this account with its current keys. Only the account's
 * newest subscriptions are kept.
 */
export async function saveSubscription(
  db: DbOrTx,
  owner: Recipient,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  const values = {
    role: owner.role,
    accountId: owner.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: new Date() },
    });
  const keep = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ofOwner(owner))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(SUBSCRIPTIONS_PER_ACCOUNT);
  await db.delete(pushSubscriptions).where(
    and(
      ofOwner(owner),
      notInArray(
        pushSubscriptions.id,
        keep.map((k) => k.id),
      ),
    ),
  );
}

const ofOwner = (owner: Recipient) =>
  and(eq(pushSubscriptions.role, owner.role), eq(pushSubscriptions.accountId, owner.id));

/** Removes the owner's subscription at `endpoint`; false when the owner has none there. */
export async function deleteOwnSubscription(
  db: DbOrTx,
  owner: Recipient,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(ofOwner(owner), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function subscriptionsOf(
  db: DbOrTx,
  owner: Recipient,
): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(ofOwner(owner));
}

/** Forgets subscriptions the push service reported gone. */
export async function deleteSubscriptions(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markPushed(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastPushedAt: at })
    .where(inArray(pushSubscriptions.id, ids));
}

/** The language the person last used the app in (pushes are written in it). */
export async function languageOf(db: DbOrTx, person: Recipient): Promise<string | undefined> {
  const table = person.role === 'user' ? users : repairers;
  const [row] = await db
    .select({ language: table.language })
    .from(table)
    .where(eq(table.id, person.id))
    .limit(1);
  return row?.language;
}

/** The columns a request's title is written from, in the reader's language. */
export async function requestTitleSource(db: DbOrTx, serviceRequestId: string) {
  const [row] = await db
    .select(requestTitleColumns)
    .from(serviceRequests)
    .where(eq(serviceRequests.id, serviceRequestId))
    .limit(1);
  return row;
}
