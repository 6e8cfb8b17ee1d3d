import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@gharseva/domain';
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
    gatewayOrderId: varchar({ length: 64 }).unique(),
    gatewayPaymentId: varchar({ length: 64 }).unique(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.serviceRequestId, t.kind),
    index().on(t.userId, t.createdAt),
    index().on(t.repairerId, t.paidAt),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
