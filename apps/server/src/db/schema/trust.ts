import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DisputeDecision, DisputeStatus, IssueReason, RefundStatus } from '@gharseva/domain';
import { admins, repairers, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { payments, payouts } from './payments.ts';
import { serviceRequests } from './requests.ts';

/**
 * Every admin action, append-only (a trigger refuses UPDATE and DELETE): who, what, on which
 * record, when and why. The console shows it; nothing edits it.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid()
      .notNull()
      .references(() => admins.id),
    /** What was done: 'repairer.verify', 'dispute.partial_refund', 'payout.retry', ... */
    action: varchar({ length: 64 }).notNull(),
    /** The kind of record acted on ('repairer', 'dispute', 'payout', 'service_request'). */
    targetType: varchar({ length: 32 }).notNull(),
    targetId: uuid().notNull(),
    reason: varchar({ length: 1000 }),
    /** Facts of the action worth keeping (amounts, statuses before and after); never personal data. */
    details: jsonb()
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt), index().on(t.targetType, t.targetId)],
);

/**
 * The receipt of a captured payment: numbered consecutively per Indian financial year
 * (April to March), `GS/2026-27/000123`. Issued once per payment.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .unique()
      .references(() => payments.id),
    /** '2026-27'. */
    financialYear: varchar({ length: 7 }).notNull(),
    sequence: integer().notNull(),
    /** The printed number, `GS/<financialYear>/<sequence, 6 digits>`. */
    number: varchar({ length: 32 }).notNull().unique(),
    issuedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.financialYear, t.sequence)],
);

/** The last receipt number of each financial year, taken under the row's lock. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: varchar({ length: 7 }).primaryKey(),
  lastSequence: integer().notNull(),
});

/** A customer's problem report on a paid job, and the admin's decision on it. */
export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    repairerId: uuid()
      .notNull()
      .references(() => repairers.id),
    /** The captured service payment the report is about. */
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    reason: varchar({ length: 24 }).$type<IssueReason>().notNull(),
    details: varchar({ length: 2000 }).notNull(),
    status: varchar({ length: 24 }).$type<DisputeStatus>().notNull().default('open'),
    decision: varchar({ length: 16 }).$type<DisputeDecision>(),
    decisionNote: varchar({ length: 1000 }),
    decidedBy: uuid().references(() => admins.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** One open report per job at a time. */
    uniqueIndex('disputes_one_open_per_request')
      .on(t.serviceRequestId)
      .where(sql`${t.status} = 'open'`),
    index().on(t.status, t.createdAt),
  ],
);

/**
 * Money returned to the customer through the gateway's refund API. The sum of a payment's
 * refunds that are not failed never exceeds its capture (checked under the payment's row lock).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id),
    disputeId: uuid().references(() => disputes.id),
    amountPaise: integer().notNull(),
    status: varchar({ length: 16 }).$type<RefundStatus>().notNull().default('pending'),
    /** Sent with every gateway call for this refund, so a retry cannot refund twice. */
    idempotencyKey: varchar({ length: 64 }).notNull().unique(),
    gatewayRefundId: varchar({ length: 64 }).unique(),
    failureReason: varchar({ length: 300 }),
    processedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.paymentId), check('refunds_amount_positive', sql`${t.amountPaise} > 0`)],
);

/**
 * The payouts ledger's entries besides the payouts: a recovery is what a repairer owes after a
 * refund of a job whose payout had already gone; it is taken from his next payouts
 * (`recoveredPaise` grows until it equals `amountPaise`).
 */
export const payoutAdjustments = pgTable(
  'payout_adjustments',
  {
    id: id(),
    repairerId: uuid()
      .notNull()
      .references(() => repairers.id),
    kind: varchar({ length: 16 }).$type<'recovery'>().notNull().default('recovery'),
    refundId: uuid()
      .notNull()
      .unique()
      .references(() => refunds.id),
    /** The payout of the refunded job, already sent. */
    payoutId: uuid()
      .notNull()
      .references(() => payouts.id),
    amountPaise: integer().notNull(),
    recoveredPaise: integer().notNull().default(0),
    status: varchar({ length: 16 })
      .$type<'outstanding' | 'settled'>()
      .notNull()
      .default('outstanding'),
    settledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.repairerId, t.status),
    check(
      'payout_adjustments_amounts',
      sql`${t.amountPaise} > 0 and ${t.recoveredPaise} between 0 and ${t.amountPaise}`,
    ),
  ],
);
