import { z } from 'zod';
import { PAYMENT_STATUSES, REQUEST_STATUSES } from '../status.ts';
import {
  DISPUTE_DECISIONS,
  DISPUTE_STATUSES,
  ISSUE_REASONS,
  PAYOUT_STATUSES,
  REFUND_STATUSES,
} from '../trust.ts';
import { DISPUTE_MESSAGES, DISPUTE_NOTE_MAX, ISSUE_DETAILS_MAX } from '../messages.ts';
import { plainText } from './text.ts';

/** POST /api/user/service-requests/{id}/issues {reason, details}. */
export const ZReportIssueRequest = z.object({
  reason: z.enum(ISSUE_REASONS, { error: DISPUTE_MESSAGES.reasonRequired }),
  details: plainText({
    max: ISSUE_DETAILS_MAX,
    multiline: true,
    messages: {
      invalid: DISPUTE_MESSAGES.detailsRequired,
      tooLong: DISPUTE_MESSAGES.detailsTooLong,
      characters: DISPUTE_MESSAGES.detailsCharacters,
    },
  }).min(1, DISPUTE_MESSAGES.detailsRequired),
});
export type TReportIssueRequest = z.output<typeof ZReportIssueRequest>;

/** A refund of the job's payment: pending at the gateway until its refund.processed arrives. */
export const ZRefund = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TRefund = z.infer<typeof ZRefund>;

/** A problem report as its customer sees it: what was reported and what was decided. */
export const ZIssue = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  reason: z.enum(ISSUE_REASONS),
  details: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  decision: z.enum(DISPUTE_DECISIONS).nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refunds: z.array(ZRefund),
});
export type TIssue = z.infer<typeof ZIssue>;

/** POST /api/user/service-requests/{id}/issues. */
export const ZReportIssueResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  issue: ZIssue,
});
export type TReportIssueResponse = z.infer<typeof ZReportIssueResponse>;

/**
 * GET /api/user/service-requests/{id}/issues: the job's reports, newest first; until when a
 * problem may be reported (null when the job is not paid), and whether one may be now.
 */
export const ZIssuesResponse = z.object({
  success: z.literal(true),
  issues: z.array(ZIssue),
  reportableUntil: z.string().nullable(),
  canReport: z.boolean(),
});
export type TIssuesResponse = z.infer<typeof ZIssuesResponse>;

/** GET /api/admin/disputes?status=open (the default). */
export const ZAdminDisputesQuery = z.object({
  status: z.enum(DISPUTE_STATUSES, { error: DISPUTE_MESSAGES.statusInvalid }).default('open'),
});
export type TAdminDisputesQuery = z.output<typeof ZAdminDisputesQuery>;

/** The payout of the job, and what the refunds did to it. */
export const ZDisputePayout = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  grossPaise: z.number().int(),
  platformFeePaise: z.number().int(),
  amountPaise: z.number().int(),
  refundedPaise: z.number().int(),
  recoveredPaise: z.number().int(),
});

/** A recovery entry of the payouts ledger: owed by the repairer, taken from his next payouts. */
export const ZRecovery = z.object({
  id: z.string(),
  refundId: z.string(),
  amountPaise: z.number().int(),
  recoveredPaise: z.number().int(),
  status: z.enum(['outstanding', 'settled']),
  createdAt: z.string(),
});

/** One step of the job's history (its events), for the admin. */
export const ZDisputeHistoryEntry = z.object({
  kind: z.string(),
  actorRole: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  createdAt: z.string(),
});

/** A problem report as the admin decides it: the job, its history, payment, refunds and payout. */
export const ZAdminDispute = ZIssue.extend({
  request: z.object({ id: z.string(), title: z.string(), status: z.enum(REQUEST_STATUSES) }),
  customer: z.object({ id: z.string(), fullname: z.string() }),
  repairer: z.object({ id: z.string(), fullname: z.string() }),
  payment: z.object({
    id: z.string(),
    amountPaise: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    paidAt: z.string().nullable(),
    method: z.string().nullable(),
    gatewayPaymentId: z.string().nullable(),
  }),
  /** What can still be refunded: the capture less the refunds that did not fail. */
  refundablePaise: z.number().int(),
  payout: ZDisputePayout.nullable(),
  recoveries: z.array(ZRecovery),
  history: z.array(ZDisputeHistoryEntry),
});
export type TAdminDispute = z.infer<typeof ZAdminDispute>;

export const ZAdminDisputesResponse = z.object({
  success: z.literal(true),
  disputes: z.array(ZAdminDispute),
});
export type TAdminDisputesResponse = z.infer<typeof ZAdminDisputesResponse>;

/**
 * PUT /api/admin/disputes/{id} {decision, amountPaise?, note}: amountPaise (whole paise, more
 * than zero) is required for a partial refund and ignored otherwise.
 */
export const ZDecideDisputeRequest = z
  .object({
    decision: z.enum(DISPUTE_DECISIONS, { error: DISPUTE_MESSAGES.decisionRequired }),
    amountPaise: z
      .number({ error: DISPUTE_MESSAGES.amountRequired })
      .int(DISPUTE_MESSAGES.amountRequired)
      .positive(DISPUTE_MESSAGES.amountRequired)
      .max(100_000_000, DISPUTE_MESSAGES.amountRequired)
      .optional(),
    note: plainText({
      max: DISPUTE_NOTE_MAX,
      multiline: true,
      messages: { invalid: DISPUTE_MESSAGES.noteRequired, tooLong: DISPUTE_MESSAGES.noteTooLong },
    }).min(1, DISPUTE_MESSAGES.noteRequired),
  })
  .refine((v) => v.decision !== 'partial_refund' || v.amountPaise !== undefined, {
    message: DISPUTE_MESSAGES.amountRequired,
    path: ['amountPaise'],
  });
export type TDecideDisputeRequest = z.output<typeof ZDecideDisputeRequest>;

export const ZDecideDisputeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  dispute: ZAdminDispute,
});
export type TDecideDisputeResponse = z.infer<typeof ZDecideDisputeResponse>;
