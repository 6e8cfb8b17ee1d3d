import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { RepairerVerificationStatus } from '@gharseva/domain';
import { coverageBoxSql } from '../coverage-box.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  fullname: varchar({ length: 100 }).notNull(),
  phone: varchar({ length: 10 }).notNull().unique(),
  email: varchar({ length: 254 }),
  /** When `email` was confirmed by its code or link; notifications are mailed only then. */
  emailVerifiedAt: timestamp({ withTimezone: true }),
  /** The customer's "Email notifications" switch (issue 24). */
  emailNotifications: boolean().notNull().default(true),
  passwordHash: text().notNull(),
  profilePicture: text(),
  /** The language the person last used the app in: their SMS are written in it. */
  language: varchar({ length: 8 }).notNull().default('en'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Full Aadhaar numbers live only here, encrypted (AES-256-GCM); `lookupHmac` finds duplicates. */
export const aadhaarVault = pgTable('aadhaar_vault', {
  id: id(),
  ciphertext: text().notNull(),
  iv: text().notNull(),
  authTag: text().notNull(),
  lookupHmac: varchar({ length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

export const repairers = pgTable(
  'repairers',
  {
    id: id(),
    fullname: varchar({ length: 100 }).notNull(),
    phone: varchar({ length: 10 }).notNull().unique(),
    email: varchar({ length: 254 }),
    /** When `email` was confirmed by its code or link; notifications are mailed only then. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    passwordHash: text().notNull(),
    upiId: varchar({ length: 330 }).notNull(),
    pincode: varchar({ length: 6 }).notNull(),
    address: text(),
    /** Where the repairer works from: their pincode's point until they share their own. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    locationApproximate: boolean().notNull().default(true),
    aadhaarLast4: varchar({ length: 4 }).notNull(),
    aadhaarVaultId: uuid()
      .notNull()
      .references(() => aadhaarVault.id),
    bio: varchar({ length: 500 }).notNull().default(''),
    experience: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    emailNotifications: boolean().notNull().default(true),
    smsNotifications: boolean().notNull().default(false),
    serviceRadiusKm: integer().notNull().default(25),
    isOnline: boolean().notNull().default(false),
    profilePicture: text(),
    /** The language the repairer last used the app in: their SMS are written in it. */
    language: varchar({ length: 8 }).notNull().default('en'),
    /**
     * The platform's check of the repairer (DESIGN.md section 12): pending after signup, then
     * verified or rejected by an admin; verified <-> suspended. Only verified repairers are
     * searched, alerted and may accept while REPAIRER_VERIFICATION=required.
     */
    verificationStatus: varchar({ length: 16 })
      .$type<RepairerVerificationStatus>()
      .notNull()
      .default('pending'),
    /** The admin's reason for the last reject, suspend or reinstate (none for verify). */
    verificationReason: varchar({ length: 500 }),
    verificationDecidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.pincode),
    index().on(t.verificationStatus, t.createdAt),
    index().on(t.latitude, t.longitude),
    // The repairer search asks which service circles cover the customer's point.
    index('repairers_coverage_gist').using(
      'gist',
      coverageBoxSql(t.latitude, t.longitude, t.serviceRadiusKm),
    ),
    check('repairers_radius_range', sql`${t.serviceRadiusKm} between 5 and 200`),
    check('repairers_experience_min', sql`${t.experience} >= 0`),
  ],
);

/** The repairer-search categories a repairer offers, with the visiting charge in paise. */
export const repairerServices = pgTable(
  'repairer_services',
  {
    id: id(),
    repairerId: uuid()
      .notNull()
      .references(() => repairers.id, { onDelete: 'cascade' }),
    name: varchar({ length: 40 }).notNull(),
    visitingChargePaise: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.repairerId, t.name), index().on(t.name)],
);

export const admins = pgTable('admins', {
  id: id(),
  fullname: varchar({ length: 100 }).notNull(),
  phone: varchar({ length: 10 }).notNull().unique(),
  passwordHash: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
