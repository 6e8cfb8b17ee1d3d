import { count, isNotNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  aadhaarVault,
  admins,
  otpCodes,
  repairerServices,
  repairers,
  serviceRequestEvents,
  sessions,
  signupTickets,
  users,
} from '../../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

/** Asserts the error contract of DESIGN.md section 9: the status and `{success:false, code, message}`. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  message: string,
) {
  expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({
    status,
    body: { success: false, code, message },
  });
}

/** A validation refusal: 400 VALIDATION_ERROR with the SPEC.md section 5 message. */
export function expectInvalid(res: LightMyRequestResponse, message: string) {
  expectError(res, 400, 'VALIDATION_ERROR', message);
}

/** Asserts a 429 with a Retry-After header of whole seconds in 1..maxSeconds; returns it. */
export function expectRetryAfter(res: LightMyRequestResponse, maxSeconds: number): number {
  const header = res.headers['retry-after'];
  expect(header, 'Retry-After header').toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

export interface Snapshot {
  users: number;
  repairers: number;
  repairerServices: number;
  admins: number;
  aadhaarVault: number;
  sessions: number;
  otpCodes: number;
  otpAttempts: number;
  otpConsumed: number;
  signupTickets: number;
  signupTicketsUsed: number;
  events: number;
  sms: number;
}

/**
 * Everything a refused request could have written or spent: row counts of
 * the account tables, OTP tries and uses, ticket uses and SMS sent. Equal
 * snapshots before and after mean nothing was written and nothing was lost.
 */
export async function snapshot(t: TestApp): Promise<Snapshot> {
  const { db } = t.deps.database;
  const rows = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    users: await rows(db.select({ n: count() }).from(users)),
    repairers: await rows(db.select({ n: count() }).from(repairers)),
    repairerServices: await rows(db.select({ n: count() }).from(repairerServices)),
    admins: await rows(db.select({ n: count() }).from(admins)),
    aadhaarVault: await rows(db.select({ n: count() }).from(aadhaarVault)),
    sessions: await rows(db.select({ n: count() }).from(sessions)),
    otpCodes: await rows(db.select({ n: count() }).from(otpCodes)),
    otpAttempts: await rows(
      db.select({ n: sql<number>`coalesce(sum(${otpCodes.attempts}), 0)::int` }).from(otpCodes),
    ),
    otpConsumed: await rows(
      db.select({ n: count() }).from(otpCodes).where(isNotNull(otpCodes.consumedAt)),
    ),
    signupTickets: await rows(db.select({ n: count() }).from(signupTickets)),
    signupTicketsUsed: await rows(
      db.select({ n: count() }).from(signupTickets).where(isNotNull(signupTickets.usedAt)),
    ),
    events: await rows(db.select({ n: count() }).from(serviceRequestEvents)),
    sms: t.outbox().length,
  };
}

/** Runs `act` and asserts that it changed none of the snapshot's figures. */
export async function expectNothingWritten<T>(t: TestApp, act: () => Promise<T>): Promise<T> {
  const before = await snapshot(t);
  const result = await act();
  expect(await snapshot(t)).toEqual(before);
  return result;
}
