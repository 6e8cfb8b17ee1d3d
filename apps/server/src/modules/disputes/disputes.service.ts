import {
  AppError,
  DISPUTE_MESSAGES,
  ISSUE_REPORT_WINDOW_DAYS,
  PAID_STATUSES,
  CHAT_CLOSING_STATUSES,
  inStatusGroup,
  type DisputeDecision,
  type DisputeStatus,
  type NotificationTemplate,
  type TAdminDispute,
  type TDecideDisputeRequest,
  type TIssue,
  type TReportIssueRequest,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { recordAdminAction } from '../audit/index.ts';
import { closeConversation, reopenConversation } from '../conversations/index.ts';
import { recordEvent } from '../events/index.ts';
import { tell } from '../notifications/index.ts';
import {
  findRequestPayment,
  queueRefund,
  refundableOf,
  refundsOfPayments,
  reopenServicePayment,
} from '../payments/index.ts';
import { payoutsOfPayments, recoveriesOfRefunds, type PayoutsService } from '../payouts/index.ts';
import { tryTransition } from '../request-status/index.ts';
import {
  disputesOfRequest,
  eventsOfRequests,
  findOpenDispute,
  insertDispute,
  findUserRequest,
  listDisputes,
  lockDispute,
  lockUserRequest,
  recordDecision,
  type DisputeListRow,
} from './disputes.repo.ts';
import { toAdminDispute, toIssue } from './disputes.view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The status each decision leaves the report in. */
const DECIDED_STATUS = {
  refund: 'refunded',
  partial_refund: 'partially_refunded',
  redo: 'redo',
  reject: 'rejected',
} as const satisfies Record<DisputeDecision, DisputeStatus>;

/** What each side is told of each decision. */
const OUTCOME_TEXTS = {
  refund: { user: 'issueRefundCustomer', repairer: 'issueRefundRepairer' },
  partial_refund: { user: 'issueRefundCustomer', repairer: 'issueRefundRepairer' },
  redo: { user: 'issueRedoCustomer', repairer: 'issueRedoRepairer' },
  reject: { user: 'issueRejectedCustomer', repairer: 'issueRejectedRepairer' },
} as const satisfies Record<
  DisputeDecision,
  { user: NotificationTemplate; repairer: NotificationTemplate }
>;

/**
 * Problems after the job (issue 23, item 3): the customer's report within the window, the
 * admin's decision (refund, partial refund, redo, reject) once, with its refund, payout
 * effect, audit row and both sides told, in one transaction; the gateway is called by the
 * refund's job after it commits.
 */
export function createDisputesService(
  deps: AppDeps,
  tools: { payouts: PayoutsService; queue: JobQueue },
) {
  const { db } = deps.database;
  const { payouts, queue } = tools;
  const now = () => deps.clock?.() ?? new Date();

  async function adminViews(rows: DisputeListRow[]): Promise<TAdminDispute[]> {
    const paymentIds = [...new Set(rows.map((r) => r.payment.id))];
    const refunds = await refundsOfPayments(db, paymentIds);
    const payoutRows = await payoutsOfPayments(db, paymentIds);
    const recoveries = await recoveriesOfRefunds(
      db,
      refunds.map((r) => r.id),
    );
    const events = await eventsOfRequests(
      db,
      rows.map((r) => r.request.id),
    );
    return rows.map((row) => {
      const payout = payoutRows.find((p) => p.paymentId === row.payment.id);
      const refundIds = new Set(
        refunds.filter((r) => r.paymentId === row.payment.id).map((r) => r.id),
      );
      return toAdminDispute(row, {
        refunds,
        payout: payout
          ? {
              id: payout.id,
              status: payout.status,
              grossPaise: payout.grossPaise,
              platformFeePaise: payout.platformFeePaise,
              amountPaise: payout.amountPaise,
              refundedPaise: payout.refundedPaise,
              recoveredPaise: payout.recoveredPaise,
            }
          : null,
        recoveries: recoveries
          .filter((r) => refundIds.has(r.refundId))
          .map((r) => ({
            id: r.id,
            refundId: r.refundId,
            amountPaise: r.amountPaise,
            recoveredPaise: r.recoveredPaise,
            status: r.status,
            createdAt: r.createdAt.toISOString(),
          })),
        history: events
          .filter((e) => e.serviceRequestId === row.request.id)
          .map((e) => ({
            kind: e.kind,
            actorRole: e.actorRole,
            fromStatus: e.fromStatus,
            toStatus: e.toStatus,
            createdAt: e.createdAt.toISOString(),
          })),
      });
    });
  }

  /** The refund of a decision, under the payment's lock: never above what is left of it. */
  async function refundFor(
    tx: DbOrTx,
    dispute: { id: string; paymentId: string },
    decision: 'refund' | 'partial_refund',
    amountPaise: number | undefined,
  ) {
    const { refundablePaise } = await refundableOf(tx, dispute.paymentId);
    const amount = decision === 'refund' ? refundablePaise : (amountPaise ?? 0);
    if (amount <= 0 || amount > refundablePaise) throw new AppError('REFUND_EXCEEDS_CAPTURE');
    const refund = await queueRefund(tx, queue, {
      paymentId: dispute.paymentId,
      disputeId: dispute.id,
      amountPaise: amount,
    });
    const charged = await payouts.chargeRefund(tx, {
      paymentId: dispute.paymentId,
      refundId: refund.id,
      refundPaise: amount,
    });
    return { refund, charged };
  }

  return {
    /** POST /user/service-requests/{id}/issues: the customer's report on a paid job. */
    async report(userId: string, requestId: string, input: TReportIssueRequest): Promise<TIssue> {
      const dispute = await db.transaction(async (tx) => {
        const request = await lockUserRequest(tx, userId, requestId);
        if (!request) throw new AppError('NOT_FOUND', 'This service request was not found.');
        const payment = await findRequestPayment(tx, requestId, 'service');
        if (
          !inStatusGroup(PAID_STATUSES, request.status) ||
          !payment?.paidAt ||
          !request.repairerId ||
          now().getTime() - payment.paidAt.getTime() > ISSUE_REPORT_WINDOW_DAYS * DAY_MS
        ) {
          throw new AppError('ISSUE_WINDOW_CLOSED');
        }
        if (await findOpenDispute(tx, requestId)) throw new AppError('ISSUE_ALREADY_OPEN');
        const row = await insertDispute(tx, {
          serviceRequestId: requestId,
          userId,
          repairerId: request.repairerId,
          paymentId: payment.id,
          reason: input.reason,
          details: input.details,
        });
        await reopenConversation(tx, requestId);
        const payout = await payouts.hold(tx, payment.id);
        await recordEvent(tx, {
          kind: 'issue_reported',
          actorRole: 'user',
          actorId: userId,
          userId,
          repairerId: request.repairerId,
          serviceRequestId: requestId,
          data: {
            title: request.title,
            disputeId: row.id,
            reason: input.reason,
            payoutStatus: payout?.status ?? null,
          },
        });
        await tell(
          tx,
          queue,
          { role: 'repairer', id: request.repairerId },
          'system_update',
          { template: 'issueReported', params: { title: request.title } },
          { serviceRequestId: requestId },
        );
        return row;
      });
      return toIssue(dispute, []);
    },

    /** GET /user/service-requests/{id}/issues: the customer's reports on the job. */
    async ofRequest(userId: string, requestId: string) {
      const request = await findUserRequest(db, userId, requestId);
      if (!request) throw new AppError('NOT_FOUND', 'This service request was not found.');
      const rows = await disputesOfRequest(db, userId, requestId);
      const refunds = await refundsOfPayments(db, [...new Set(rows.map((r) => r.paymentId))]);
      const payment = await findRequestPayment(db, requestId, 'service');
      const until =
        inStatusGroup(PAID_STATUSES, request.status) && payment?.paidAt
          ? new Date(payment.paidAt.getTime() + ISSUE_REPORT_WINDOW_DAYS * DAY_MS)
          : null;
      return {
        issues: rows.map((r) => toIssue(r, refunds)),
        reportableUntil: until ? until.toISOString() : null,
        canReport:
          until !== null &&
          now().getTime() <= until.getTime() &&
          !rows.some((r) => r.status === 'open'),
      };
    },

    /** GET /admin/disputes?status=: the reports in that status, oldest first, with context. */
    async list(status: DisputeStatus): Promise<TAdminDispute[]> {
      return adminViews(await listDisputes(db, { status }));
    },

    /** PUT /admin/disputes/{id}: decided once, also when two decisions arrive at once. */
    async decide(
      adminId: string,
      id: string,
      input: TDecideDisputeRequest,
    ): Promise<{ message: string; dispute: TAdminDispute }> {
      await db.transaction(async (tx) => {
        const dispute = await lockDispute(tx, id);
        if (!dispute) throw new AppError('NOT_FOUND', 'This problem report was not found.');
        if (dispute.status !== 'open') throw new AppError('DISPUTE_ALREADY_DECIDED');
        const { decision } = input;
        const details: Record<string, string | number | boolean | null> = { decision };
        let amountPaise: number | null = null;

        if (decision === 'refund' || decision === 'partial_refund') {
          const { refund, charged } = await refundFor(tx, dispute, decision, input.amountPaise);
          amountPaise = refund.amountPaise;
          Object.assign(details, {
            amountPaise,
            refundId: refund.id,
            payoutReducedPaise: charged.reducedPaise,
            recoveryPaise: charged.recovery?.amountPaise ?? 0,
          });
        }
        if (decision === 'redo') {
          const moved = await tryTransition(
            tx,
            dispute.serviceRequestId,
            'redo',
            { role: 'admin', id: adminId },
            { event: { disputeId: dispute.id } },
          );
          if (!moved) {
            throw new AppError(
              'INVALID_STATUS_TRANSITION',
              'This job can no longer be sent back for a redo.',
            );
          }
          await reopenServicePayment(tx, dispute.serviceRequestId);
        }

        const decided = await recordDecision(tx, dispute.id, {
          status: DECIDED_STATUS[decision],
          decision,
          decisionNote: input.note,
          decidedBy: adminId,
          decidedAt: new Date(),
        });
        const payout = await payouts.release(tx, dispute.paymentId);
        details.payoutStatus = payout?.status ?? null;
        await recordAdminAction(tx, {
          adminId,
          action: `dispute.${decision}`,
          targetType: 'dispute',
          targetId: dispute.id,
          reason: input.note,
          details,
        });
        const [row] = await listDisputes(tx, { id: dispute.id });
        if (row && inStatusGroup(CHAT_CLOSING_STATUSES, row.request.status)) {
          await closeConversation(tx, dispute.serviceRequestId);
        }
        await recordEvent(tx, {
          kind: 'issue_decided',
          actorRole: 'admin',
          actorId: adminId,
          userId: dispute.userId,
          repairerId: dispute.repairerId,
          serviceRequestId: dispute.serviceRequestId,
          data: { title: row?.request.title ?? null, disputeId: dispute.id, decision, amountPaise },
        });
        const texts = OUTCOME_TEXTS[decided.decision ?? decision];
        const params = {
          title: row?.request.title ?? '',
          ...(amountPaise !== null ? { amountPaise } : {}),
        };
        await tell(
          tx,
          queue,
          { role: 'user', id: dispute.userId },
          'system_update',
          { template: texts.user, params },
          { serviceRequestId: dispute.serviceRequestId },
        );
        await tell(
          tx,
          queue,
          { role: 'repairer', id: dispute.repairerId },
          'system_update',
          { template: texts.repairer, params },
          { serviceRequestId: dispute.serviceRequestId },
        );
      });
      const [view] = await adminViews(await listDisputes(db, { id }));
      return { message: DISPUTE_MESSAGES.decided, dispute: view! };
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
