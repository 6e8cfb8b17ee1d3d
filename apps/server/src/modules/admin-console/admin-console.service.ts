import {
  AppError,
  AUDIT_LOG_PAGE_SIZE,
  PAYOUTS_NEEDING_A_PERSON,
  REQUEST_STATUSES,
  type PayoutStatus,
  type RequestStatus,
  type TAdminPayout,
  type TAuditLogResponse,
  type TOverviewDay,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { listAdminActions, recordAdminAction } from '../audit/index.ts';
import { PAYOUT_JOB, type PayoutsService } from '../payouts/index.ts';
import {
  capturedPerDay,
  listPayouts,
  paidOutPerDay,
  refundedPerDay,
  requestsPerDay,
} from './admin-console.repo.ts';
import { daysInIndia } from './days.ts';
import { toAdminPayout, toAuditEntry } from './admin-console.view.ts';

/**
 * The admin console (issue 23, item 4): payouts that need a person and their retry, the
 * overview of requests and money per day, and the audit log.
 */
export function createAdminConsoleService(
  { database, clock = () => new Date() }: AppDeps,
  tools: { queue: JobQueue; payouts: PayoutsService },
) {
  const { db } = database;
  const { queue, payouts } = tools;

  async function withDeadLetters(rows: Awaited<ReturnType<typeof listPayouts>>) {
    const dead = await queue.deadLetteredAt(
      PAYOUT_JOB,
      'payoutId',
      rows.map((r) => r.payout.id),
    );
    return rows.map((r) => toAdminPayout(r, dead.get(r.payout.id)));
  }

  return {
    /** Payouts in `status`, or those that need a person (failed, abandoned). */
    async payouts(status?: PayoutStatus): Promise<TAdminPayout[]> {
      const statuses = status ? [status] : PAYOUTS_NEEDING_A_PERSON;
      return withDeadLetters(await listPayouts(db, { statuses }));
    },

    /**
     * Puts a failed or abandoned payout back on the queue, with the audit row in the same
     * transaction; 404 for an unknown payout, 409 for one in any other status.
     */
    async retryPayout(adminId: string, payoutId: string): Promise<TAdminPayout> {
      const before = await db.transaction(async (tx) => {
        const row = await payouts.retry(tx, payoutId);
        if (!row) return undefined;
        await recordAdminAction(tx, {
          adminId,
          action: 'payout.retry',
          targetType: 'payout',
          targetId: payoutId,
          reason: null,
          details: {
            statusBefore: row.status,
            attemptsBefore: row.attempts,
            amountPaise: row.amountPaise,
            lastError: row.lastError,
          },
        });
        return row;
      });
      const [row] = await listPayouts(db, { id: payoutId });
      if (!row) throw new AppError('NOT_FOUND', 'This payout was not found.');
      if (!before) {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          `Only a failed or abandoned payout can be retried (this one is ${row.payout.status}).`,
        );
      }
      const [payout] = await withDeadLetters([row]);
      return payout!;
    },

    /** The last `days` days of India, oldest first, today included; empty days are zeros. */
    async overview(days: number): Promise<TOverviewDay[]> {
      const { dates, since } = daysInIndia(days, clock());
      const [requests, captured, refunded, paidOut] = await Promise.all([
        requestsPerDay(db, since),
        capturedPerDay(db, since),
        refundedPerDay(db, since),
        paidOutPerDay(db, since),
      ]);
      const byDay = new Map<string, TOverviewDay>(
        dates.map((date) => [
          date,
          { date, requests: {}, capturedPaise: 0, refundedPaise: 0, paidOutPaise: 0 },
        ]),
      );
      for (const r of requests) {
        const day = byDay.get(r.day);
        if (day && (REQUEST_STATUSES as readonly string[]).includes(r.status)) {
          day.requests[r.status as RequestStatus] = r.count;
        }
      }
      const add = (rows: { day: string; paise: number }[], key: keyof TOverviewDay) => {
        for (const r of rows) {
          const day = byDay.get(r.day);
          if (day) (day[key] as number) += r.paise;
        }
      };
      add(captured, 'capturedPaise');
      add(refunded, 'refundedPaise');
      add(paidOut, 'paidOutPaise');
      return [...byDay.values()];
    },

    /** 50 admin actions, newest first, below the entry `before` when given. */
    async auditLog(before?: string): Promise<Omit<TAuditLogResponse, 'success'>> {
      const rows = await listAdminActions(db, {
        limit: AUDIT_LOG_PAGE_SIZE + 1,
        ...(before ? { before } : {}),
      });
      const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
      return {
        entries: page.map(toAuditEntry),
        nextBefore: rows.length > AUDIT_LOG_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },
  };
}

export type AdminConsoleService = ReturnType<typeof createAdminConsoleService>;
