import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RequestStatus, TimeSlot, Urgency } from '@gharseva/domain';
import { repairers, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/** A customer's service request, from creation to completion (DESIGN.md section 3). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The targeted repairer (direct request) or, once accepted, the assigned one. */
    repairerId: uuid().references(() => repairers.id),
    /** Created for one repairer ('Requested for you'); null repairerId at creation = open. */
    targeted: boolean().notNull().default(false),
    title: varchar({ length: 150 }).notNull(),
    serviceType: varchar({ length: 60 }).notNull(),
    category: varchar({ length: 100 }),
    issue: varchar({ length: 150 }),
    description: varchar({ length: 2000 }).notNull(),
    status: varchar({ length: 32 }).$type<RequestStatus>().notNull().default('requested'),
    urgency: varchar({ length: 16 }).$type<Urgency>().notNull().default('medium'),
    preferredDate: date({ mode: 'string' }).notNull(),
    preferredTime: varchar({ length: 16 }).$type<TimeSlot>().notNull(),
    contactInfo: varchar({ length: 254 }),
    address: varchar({ length: 500 }).notNull(),
    pincode: varchar({ length: 6 }).notNull(),
    city: varchar({ length: 100 }).notNull().default(''),
    state: varchar({ length: 100 }).notNull().default(''),
    district: varchar({ length: 100 }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    captureMethod: varchar({ length: 8 }).$type<'gps' | 'manual'>().notNull(),
    locationApproximate: boolean().notNull(),
    /** The AI estimate shown to the customer, whole rupees. */
    quotationRupees: integer(),
    /** The repairer's quote, paise. */
    quotePaise: integer(),
    assignedAt: timestamp({ withTimezone: true }),
    ratingStars: integer(),
    ratingComment: varchar({ length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.userId, t.status),
    index().on(t.repairerId, t.status),
    index().on(t.status, t.createdAt),
    index().on(t.serviceType, t.category, t.issue),
    /** The reminders' scan: the visits of the next two days (issue 24). */
    index().on(t.preferredDate, t.status),
    /** Repairers' nearby jobs: the points of the requests still waiting. */
    index('service_requests_open_point_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'requested'`),
    check('service_requests_quote_positive', sql`${t.quotePaise} is null or ${t.quotePaise} > 0`),
  ],
);

/**
 * The customer's completion code of a job: 6 digits sent by SMS, kept as an
 * HMAC with the server pepper, 10 minutes, 5 tries; a resend replaces it.
 */
export const completionCodes = pgTable('completion_codes', {
  serviceRequestId: uuid()
    .primaryKey()
    .references(() => serviceRequests.id),
  codeHmac: varchar({ length: 64 }).notNull(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  consumedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The `Idempotency-Key` of each request-creating call, per account, for 24 hours (DESIGN.md
 * section 12): a repeat of the key answers the request the first call created. The primary key
 * makes two concurrent calls with one key create one request (the second insert conflicts).
 */
export const requestIdempotencyKeys = pgTable(
  'request_idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    key: varchar({ length: 128 }).notNull(),
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
);
