import type { TAdminDispute, TIssue, TRefund } from '@gharseva/domain';
import type { RefundRow } from '../payments/index.ts';
import type { DisputeListRow, DisputeRow } from './disputes.repo.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRefund(r: RefundRow): TRefund {
  return {
    id: r.id,
    amountPaise: r.amountPaise,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    processedAt: iso(r.processedAt),
  };
}

export function toIssue(d: DisputeRow, refunds: readonly RefundRow[]): TIssue {
  return {
    id: d.id,
    serviceRequestId: d.serviceRequestId,
    reason: d.reason,
    details: d.details,
    status: d.status,
    decision: d.decision,
    decisionNote: d.decisionNote,
    createdAt: d.createdAt.toISOString(),
    decidedAt: iso(d.decidedAt),
    refunds: refunds.filter((r) => r.disputeId === d.id).map(toRefund),
  };
}

/** What the admin's view adds to a row: the payment's refunds, its payout and the history. */
export interface DisputeContext {
  refunds: readonly RefundRow[];
  payout: TAdminDispute['payout'];
  recoveries: TAdminDispute['recoveries'];
  history: TAdminDispute['history'];
}

export function toAdminDispute(row: DisputeListRow, context: DisputeContext): TAdminDispute {
  const ofPayment = context.refunds.filter((r) => r.paymentId === row.payment.id);
  const refunded = ofPayment
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    ...toIssue(row.dispute, ofPayment),
    request: row.request,
    customer: row.customer,
    repairer: row.repairer,
    payment: { ...row.payment, paidAt: iso(row.payment.paidAt) },
    refundablePaise: row.payment.paidAt ? row.payment.amountPaise - refunded : 0,
    payout: context.payout,
    recoveries: context.recoveries,
    history: context.history,
  };
}
