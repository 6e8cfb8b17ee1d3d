import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentStatus, PayoutStatus } from '@gharseva/domain';
import { repairers, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { serviceRequests } from './requests.ts';

/**
 * What a customer owes for a request: the service payment (the accepted quote,
 * created when the completion code is verified) or the rejection fee.
 * Amounts in paise.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The repairer who did the job; paid out for a service payment only. */
    repairerId: uuid().references(() => repairers.id),
    /** 'service' or 'rejection_fee' (SPEC.md's paymentMethod). */
    kind: varchar({ length: 16 }).$type<'service' | 'rejection_fee'>().notNull(),
    amountPaise: integer().notNull(),
    currency: varchar({ length: 3 }).notNull().default('INR'),
    status: varchar({ length: 24 }).$type<PaymentStatus>().notNull().default('created'),
    description: varchar({ length: 300 }).notNull(),
    /** The gateway's order for this record (one per record, reused by every attempt). */
    gatewayOrderId: varchar({ length: 64 }).unique(),
    /** The gateway's captured payment: set once, by the checkout or the webhook, whichever first. */
    gatewayPaymentId: varchar({ length: 64 }).unique(),
    /** How the captured payment was made, as the gateway reports it ('upi', 'card', ...). */
    gatewayMethod: varchar({ length: 32 }),
    /** The gateway's reason for the last failed attempt ('CODE: description'). */
    failureReason: varchar({ length: 300 }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.serviceRequestId, t.kind),
    index().on(t.userId, t.createdAt),
    index().on(t.repairerId, t.paidAt),
    /** The admin's paid services, newest capture first. */
    index().on(t.kind, t.paidAt),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * The repairer's share of a captured service payment, sent to their UPI id.
 * One row per payment (a retry reuses it); `idempotencyKey` goes to the payout
 * provider with every attempt, so a retry after a lost answer cannot pay twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    paymentId: uuid()
      .notNull()
      .unique()
      .references(() => payments.id),
    repairerId: uuid()
      .notNull()
      .references(() => repairers.id),
    /** The UPI id the money goes to, as it was at capture. */
    upiId: varchar({ length: 330 }).notNull(),
    /**
     * What the customer paid, the platform's fee, and what is sent (paise): amountPaise is
     * gross - fee - refundedPaise - recoveredPaise.
     */
    grossPaise: integer().notNull(),
    platformFeePaise: integer().notNull(),
    amountPaise: integer().notNull(),
    /** Taken from this payout for the repairer's outstanding recoveries (payout_adjustments). */
    recoveredPaise: integer().notNull().default(0),
    /** Taken off before sending for a refund of this job (the repairer's share of it). */
    refundedPaise: integer().notNull().default(0),
    /**
     * pending, processing, processed, failed (retried), abandoned (after the last try); held
     * while a problem report on the job is open; cancelled when the job was fully refunded first.
     */
    status: varchar({ length: 16 }).$type<PayoutStatus>().notNull().default('pending'),
    /** 'simulated' (local ledger only) or 'razorpayx'. */
    provider: varchar({ length: 16 }).notNull(),
    simulated: boolean().notNull(),
    idempotencyKey: varchar({ length: 64 }).notNull().unique(),
    providerPayoutId: varchar({ length: 64 }),
    /** The provider's own status word of the last answer (RazorpayX: queued, processing, ...). */
    providerStatus: varchar({ length: 24 }),
    attempts: integer().notNull().default(0),
    lastError: varchar({ length: 300 }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    processedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.status, t.nextAttemptAt),
    index().on(t.repairerId, t.createdAt),
    check(
      'payouts_amounts',
      sql`${t.amountPaise} >= 0 and ${t.platformFeePaise} >= 0 and ${t.recoveredPaise} >= 0 and ${t.refundedPaise} >= 0`,
    ),
  ],
);

/** Webhook deliveries already handled, by the gateway's event id (deliveries repeat). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: varchar({ length: 100 }).primaryKey(),
  source: varchar({ length: 16 }).notNull(),
  event: varchar({ length: 64 }).notNull(),
  /** What we did with it: applied, ignored (unknown event or order), stale. */
  outcome: varchar({ length: 16 }).notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
