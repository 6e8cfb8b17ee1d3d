import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/** One-time codes, stored as an HMAC with the server pepper; bound to one phone and purpose. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    phone: varchar({ length: 10 }).notNull(),
    purpose: varchar({ length: 32 }).notNull(),
    codeHmac: varchar({ length: 64 }).notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phone, t.purpose, t.createdAt)],
);

/** A verified phone: the short-lived ticket a signup needs (the token is kept hashed). */
export const signupTickets = pgTable('signup_tickets', {
  id: id(),
  tokenHash: varchar({ length: 64 }).notNull().unique(),
  phone: varchar({ length: 10 }).notNull(),
  purpose: varchar({ length: 32 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/** Opaque server-side sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    role: varchar({ length: 16 }).$type<'user' | 'repairer' | 'admin'>().notNull(),
    subjectId: uuid().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: varchar({ length: 300 }),
    ip: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.role, t.subjectId), index().on(t.expiresAt)],
);
