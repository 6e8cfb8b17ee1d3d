import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The local `fake` payment gateway's own books (PAYMENT_PROVIDER=fake): what
 * Razorpay would hold on its side. Our code reads them only through the
 * gateway interface, never directly.
 */
export const fakeGatewayOrders = pgTable('fake_gateway_orders', {
  id: varchar({ length: 64 }).primaryKey(),
  amountPaise: integer().notNull(),
  currency: varchar({ length: 3 }).notNull(),
  receipt: varchar({ length: 40 }).notNull(),
  notes: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** created, attempted (a payment failed), paid. */
  status: varchar({ length: 16 }).$type<'created' | 'attempted' | 'paid'>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const fakeGatewayPayments = pgTable('fake_gateway_payments', {
  id: varchar({ length: 64 }).primaryKey(),
  orderId: varchar({ length: 64 })
    .notNull()
    .references(() => fakeGatewayOrders.id),
  amountPaise: integer().notNull(),
  currency: varchar({ length: 3 }).notNull(),
  status: varchar({ length: 16 }).$type<'captured' | 'failed'>().notNull(),
  errorCode: varchar({ length: 64 }),
  errorDescription: varchar({ length: 300 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The fake gateway's refunds of its payments; one per idempotency key, as Razorpay keeps them. */
export const fakeGatewayRefunds = pgTable('fake_gateway_refunds', {
  id: varchar({ length: 64 }).primaryKey(),
  paymentId: varchar({ length: 64 })
    .notNull()
    .references(() => fakeGatewayPayments.id),
  amountPaise: integer().notNull(),
  currency: varchar({ length: 3 }).notNull(),
  /** The caller's X-Refund-Idempotency key: a repeat answers the first refund. */
  idempotencyKey: varchar({ length: 64 }).unique(),
  notes: jsonb().$type<Record<string, string>>().notNull().default({}),
  status: varchar({ length: 16 }).$type<'pending' | 'processed' | 'failed'>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
