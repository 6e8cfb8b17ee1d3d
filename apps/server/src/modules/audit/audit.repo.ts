import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminAuditLog, admins } from '../../db/schema/index.ts';

export type AdminAction = Omit<typeof adminAuditLog.$inferInsert, 'id' | 'createdAt'>;

/**
 * Appends one admin action to the audit log, inside the caller's transaction, so the action
 * and its record commit or roll back together. The table refuses updates and deletes.
 */
export async function recordAdminAction(db: DbOrTx, action: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values(action);
}

/**
 * The newest actions first, with the admin's name. `before` is the id of the last action
 * already shown: the next page starts below its (createdAt, id), compared in the database at
 * full precision (a JavaScript Date would cut the microseconds and skip rows).
 */
export async function listAdminActions(db: DbOrTx, options: { limit: number; before?: string }) {
  const { before } = options;
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminName: admins.fullname,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .innerJoin(admins, eq(admins.id, adminAuditLog.adminId))
    .where(
      before
        ? sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (select a.created_at, a.id from ${adminAuditLog} a where a.id = ${before})`
        : undefined,
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(options.limit);
}

export type AdminActionRow = Awaited<ReturnType<typeof listAdminActions>>[number];
