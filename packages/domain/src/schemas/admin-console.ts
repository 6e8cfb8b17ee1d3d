import { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../messages.ts';
import { REQUEST_STATUSES } from '../status.ts';
import { PAYOUT_STATUSES } from '../trust.ts';

/**
 * The admin console (issue 23, item 4): payouts that need a person, a small overview of
 * requests and money per day, and the audit log of admin actions.
 */

/** The payouts a person has to look at: the provider gave up, or every try failed. */
export const PAYOUTS_NEEDING_A_PERSON = ['failed', 'abandoned'] as const;

/** Payouts an admin may put back on the queue. */
export const RETRYABLE_PAYOUT_STATUSES = PAYOUTS_NEEDING_A_PERSON;

/** GET /admin/payouts?status=: one status, or (without it) the ones that need a person. */
export const ZAdminPayoutsQuery = z.object({
  status: z.enum(PAYOUT_STATUSES, { error: V.statusFilterInvalid }).optional(),
});
export type TAdminPayoutsQuery = z.infer<typeof ZAdminPayoutsQuery>;

/** A payout as the console lists it: amounts in paise, never the UPI id or a phone. */
export const ZAdminPayout = z.object({
  id: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  repairer: z.object({ id: z.string(), fullname: z.string() }),
  job: z.object({ id: z.string(), title: z.string() }),
  grossPaise: z.number().int(),
  platformFeePaise: z.number().int(),
  refundedPaise: z.number().int(),
  recoveredPaise: z.number().int(),
  /** What is (or was) sent to the repairer. */
  amountPaise: z.number().int(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** When the payout queue's last dead letter about this payout was written, if ever. */
  deadLetteredAt: z.string().nullable(),
  /** Whether an admin may retry it now. */
  retryable: z.boolean(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

/** GET /admin/payouts: most recently changed first, at most 200. */
export const ZAdminPayoutsResponse = z.object({
  success: z.literal(true),
  payouts: z.array(ZAdminPayout),
});
export type TAdminPayoutsResponse = z.infer<typeof ZAdminPayoutsResponse>;

/** POST /admin/payouts/{id}/retry: the payout, pending again, with a new job. */
export const ZRetryPayoutResponse = z.object({
  success: z.literal(true),
  payout: ZAdminPayout,
});
export type TRetryPayoutResponse = z.infer<typeof ZRetryPayoutResponse>;

export const OVERVIEW_DAYS_MAX = 90;
export const OVERVIEW_DAYS_DEFAULT = 30;

/** GET /admin/overview?days=: the last 1 to 90 days of India, today included. */
export const ZOverviewQuery = z.object({
  days: z.coerce
    .number({ error: V.overviewDaysInvalid })
    .int(V.overviewDaysInvalid)
    .min(1, V.overviewDaysInvalid)
    .max(OVERVIEW_DAYS_MAX, V.overviewDaysInvalid)
    .default(OVERVIEW_DAYS_DEFAULT),
});
export type TOverviewQuery = z.infer<typeof ZOverviewQuery>;

/** One day of India (Asia/Kolkata): requests created that day by their status now, and money. */
export const ZOverviewDay = z.object({
  /** YYYY-MM-DD in Asia/Kolkata. */
  date: z.string(),
  /** Requests created this day, by their current status; statuses without any are absent. */
  requests: z.partialRecord(z.enum(REQUEST_STATUSES), z.number().int()),
  /** Payments captured this day (service and rejection fees). */
  capturedPaise: z.number().int(),
  /** Refunds the gateway processed this day. */
  refundedPaise: z.number().int(),
  /** Payouts processed this day. */
  paidOutPaise: z.number().int(),
});
export type TOverviewDay = z.infer<typeof ZOverviewDay>;

/** GET /admin/overview: one entry per day, oldest first, days without anything included. */
export const ZOverviewResponse = z.object({
  success: z.literal(true),
  days: z.array(ZOverviewDay),
});
export type TOverviewResponse = z.infer<typeof ZOverviewResponse>;

export const AUDIT_LOG_PAGE_SIZE = 50;

/** GET /admin/audit-log?before=: `before` is the id of the last entry already shown. */
export const ZAuditLogQuery = z.object({
  before: z.uuid({ error: V.auditCursorInvalid }).optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** One admin action: who, what, on which record, when and why. */
export const ZAuditEntry = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), fullname: z.string() }),
  /** 'payout.retry', 'service_request.complete', 'repairer.verify', ... */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /admin/audit-log: newest first, 50 a page; `nextBefore` asks for the next page. */
export const ZAuditLogResponse = z.object({
  success: z.literal(true),
  entries: z.array(ZAuditEntry),
  nextBefore: z.string().nullable(),
});
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponse>;
