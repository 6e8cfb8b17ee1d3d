import { RETRYABLE_PAYOUT_STATUSES, type TAdminPayout, type TAuditEntry } from '@gharseva/domain';
import type { AdminActionRow } from '../audit/index.ts';
import type { ConsolePayoutRow } from './admin-console.repo.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A payout as the console lists it; `deadLetteredAt` comes from the payout queue. */
export function toAdminPayout(
  { payout: p, repairer, job }: ConsolePayoutRow,
  deadLetteredAt: Date | undefined,
): TAdminPayout {
  return {
    ...p,
    repairer,
    job,
    nextAttemptAt: iso(p.nextAttemptAt),
    processedAt: iso(p.processedAt),
    updatedAt: p.updatedAt.toISOString(),
    deadLetteredAt: iso(deadLetteredAt ?? null),
    retryable: (RETRYABLE_PAYOUT_STATUSES as readonly string[]).includes(p.status),
  };
}

/** An audit log entry as the console shows it. */
export function toAuditEntry(row: AdminActionRow): TAuditEntry {
  return {
    id: row.id,
    admin: { id: row.adminId, fullname: row.adminName },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}
