import { desc, eq, lt, or, and } from 'drizzle-orm';
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

/** The newest actions first, with the admin's name; `before` pages back by (createdAt, id). */
export async function listAdminActions(
  db: DbOrTx,
  options: { limit: number; before?: { createdAt: Date; id: string } },
) {
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
        ? or(
            lt(adminAuditLog.createdAt, before.createdAt),
            and(eq(adminAuditLog.createdAt, before.createdAt), lt(adminAuditLog.id, before.id)),
          )
        : undefined,
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(options.limit);
}
