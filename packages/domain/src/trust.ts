/**
 * The words of the trust and money operations (DESIGN.md section 12): repairer verification,
 * problem reports after a job (disputes), refunds and the payouts ledger's recovery entries.
 */

/** pending after signup; verified or rejected by an admin; verified <-> suspended. */
export const REPAIRER_VERIFICATION_STATUSES = [
  'pending',
  'verified',
  'rejected',
  'suspended',
] as const;
export type RepairerVerificationStatus = (typeof REPAIRER_VERIFICATION_STATUSES)[number];

/** What an admin may decide, the statuses it applies from, and the status it leads to. */
export const VERIFICATION_DECISIONS = {
  verify: { from: ['pending', 'rejected'], to: 'verified' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['verified'], to: 'suspended' },
  reinstate: { from: ['suspended'], to: 'verified' },
} as const satisfies Record<
  string,
  { from: readonly RepairerVerificationStatus[]; to: RepairerVerificationStatus }
>;
export type VerificationDecision = keyof typeof VERIFICATION_DECISIONS;
export const VERIFICATION_DECISION_NAMES = Object.keys(
  VERIFICATION_DECISIONS,
) as VerificationDecision[];

/** The status a decision leads to from `from`, or null when it does not apply. */
export function verificationAfter(
  from: RepairerVerificationStatus,
  decision: VerificationDecision,
): RepairerVerificationStatus | null {
  const rule: { from: readonly RepairerVerificationStatus[]; to: RepairerVerificationStatus } =
    VERIFICATION_DECISIONS[decision];
  return rule.from.includes(from) ? rule.to : null;
}

/** Days after the job is paid in which the customer may report a problem. */
export const ISSUE_REPORT_WINDOW_DAYS = 7;

/** The fixed reasons of a problem report. */
export const ISSUE_REASONS = [
  'work_not_done',
  'poor_quality',
  'damage',
  'overcharged',
  'behaviour',
  'other',
] as const;
export type IssueReason = (typeof ISSUE_REASONS)[number];

/** An admin's decision on a problem report. */
export const DISPUTE_DECISIONS = ['refund', 'partial_refund', 'redo', 'reject'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

/** open until decided; then the decision's outcome. */
export const DISPUTE_STATUSES = [
  'open',
  'refunded',
  'partially_refunded',
  'redo',
  'rejected',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A refund at the gateway: pending until its refund.processed (or failed) arrives. */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Payout statuses; held while a problem report on its job is open, cancelled when fully refunded. */
export const PAYOUT_STATUSES = [
  'pending',
  'processing',
  'processed',
  'failed',
  'abandoned',
  'held',
  'cancelled',
] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
