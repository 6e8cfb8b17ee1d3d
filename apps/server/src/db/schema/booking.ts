import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { TimeSlot } from '@gharseva/domain';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { serviceRequests } from './requests.ts';

/**
 * A customer's labelled addresses (issue 24): up to 10 each, one of them the default, offered
 * first by the wizard and the direct request. Private to their owner.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** 'Home', 'Office' or the customer's own label. */
    label: varchar({ length: 40 }).notNull(),
    fullAddress: varchar({ length: 500 }).notNull(),
    pincode: varchar({ length: 6 }).notNull(),
    city: varchar({ length: 100 }).notNull().default(''),
    state: varchar({ length: 100 }).notNull().default(''),
    district: varchar({ length: 100 }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** Whether the point came from the phone's GPS or from the pincode. */
    captureMethod: varchar({ length: 8 }).$type<'gps' | 'manual'>().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_user_label_idx').on(t.userId, sql`lower(${t.label})`),
    uniqueIndex('saved_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type RescheduleStatus = 'pending' | 'accepted' | 'declined' | 'withdrawn';

/**
 * A customer's proposal to move a visit (issue 24): the slot it had and the one proposed; the
 * assigned repairer accepts or declines it. At most one is pending per request.
 */
export const rescheduleProposals = pgTable(
  'reschedule_proposals',
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id),
    fromDate: date({ mode: 'string' }).notNull(),
    fromTime: varchar({ length: 16 }).$type<TimeSlot>().notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    toTime: varchar({ length: 16 }).$type<TimeSlot>().notNull(),
    status: varchar({ length: 16 }).$type<RescheduleStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.serviceRequestId, t.createdAt),
    uniqueIndex('reschedule_proposals_one_pending_idx')
      .on(t.serviceRequestId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Each reminder sent (issue 24), once per request, kind and slot: the row is written in the
 * transaction that queues the reminder, so a second process or a restart finds it. A moved
 * visit has a new slot and so its own reminders.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    serviceRequestId: uuid()
      .notNull()
      .references(() => serviceRequests.id),
    /** 'evening': 19:00 India time the day before; 'soon': about an hour before the slot. */
    kind: varchar({ length: 16 }).$type<'evening' | 'soon'>().notNull(),
    /** The slot reminded of: '2026-11-29 evening'. */
    slot: varchar({ length: 32 }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.serviceRequestId, t.kind, t.slot] })],
);

/**
 * A code and link that confirm an email address (issue 24): 6 digits and a token, both kept as
 * HMACs with the server pepper, 30 minutes, 5 tries; a new one replaces it.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    role: varchar({ length: 16 }).$type<'user' | 'repairer'>().notNull(),
    accountId: uuid().notNull(),
    email: varchar({ length: 254 }).notNull(),
    codeHmac: varchar({ length: 64 }).notNull(),
    tokenHmac: varchar({ length: 64 }).notNull().unique(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.role, t.accountId, t.createdAt)],
);

/** A browser's web-push subscription (issue 24); removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    role: varchar({ length: 16 }).$type<'user' | 'repairer'>().notNull(),
    accountId: uuid().notNull(),
    endpoint: varchar({ length: 1000 }).notNull().unique(),
    p256dh: varchar({ length: 200 }).notNull(),
    auth: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
    lastPushedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.role, t.accountId)],
);
