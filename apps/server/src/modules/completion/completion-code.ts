import {
  AppError,
  COMPLETION_CODE_MAX_ATTEMPTS,
  COMPLETION_CODE_TTL_SECONDS,
} from '@gharseva/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { completionCodes } from '../../db/schema/index.ts';
import { hmacHex, randomDigits, safeEqual } from '../../lib/crypto.ts';

const codeHmac = (pepper: string, serviceRequestId: string, code: string) =>
  hmacHex(pepper, `completion:${serviceRequestId}:${code}`);

/** A fresh 6-digit completion code for the job; replaces any earlier one. Returns the code. */
export async function issueCompletionCode(
  db: DbOrTx,
  pepper: string,
  serviceRequestId: string,
): Promise<string> {
  const code = randomDigits(6);
  const values = {
    codeHmac: codeHmac(pepper, serviceRequestId, code),
    attempts: 0,
    expiresAt: new Date(Date.now() + COMPLETION_CODE_TTL_SECONDS * 1000),
    consumedAt: null,
    createdAt: new Date(),
  };
  await db
    .insert(completionCodes)
    .values({ serviceRequestId, ...values })
    .onConflictDoUpdate({ target: completionCodes.serviceRequestId, set: values });
  return code;
}

const liveCode = (serviceRequestId: string) =>
  and(
    eq(completionCodes.serviceRequestId, serviceRequestId),
    isNull(completionCodes.consumedAt),
    gt(completionCodes.expiresAt, new Date()),
  );

/**
 * Checks the job's code (then consumeCompletionCode uses it, in the
 * transaction that moves the job). Each try is counted before the comparison
 * in one conditional update, so parallel guesses cannot pass the limit.
 */
export async function checkCompletionCode(
  db: DbOrTx,
  /** The current pepper first, then the previous one during a rotation. */
  peppers: readonly string[],
  serviceRequestId: string,
  code: string,
): Promise<string> {
  const live = liveCode(serviceRequestId);
  const [row] = await db
    .update(completionCodes)
    .set({ attempts: sql`${completionCodes.attempts} + 1` })
    .where(and(live, lt(completionCodes.attempts, COMPLETION_CODE_MAX_ATTEMPTS)))
    .returning({ codeHmac: completionCodes.codeHmac, attempts: completionCodes.attempts });
  if (!row) {
    const [exhausted] = await db
      .select({ id: completionCodes.serviceRequestId })
      .from(completionCodes)
      .where(live)
      .limit(1);
    throw exhausted
      ? new AppError(
          'OTP_TOO_MANY_ATTEMPTS',
          'Too many incorrect attempts. Ask your repairer to resend the code.',
        )
      : new AppError(
          'OTP_EXPIRED',
          'This code has expired or was already used. Ask your repairer to resend it.',
        );
  }
  if (!peppers.some((p) => safeEqual(row.codeHmac, codeHmac(p, serviceRequestId, code)))) {
    throw row.attempts >= COMPLETION_CODE_MAX_ATTEMPTS
      ? new AppError(
          'OTP_TOO_MANY_ATTEMPTS',
          'Too many incorrect attempts. Ask your repairer to resend the code.',
        )
      : new AppError('INVALID_OTP', 'Invalid OTP. Please try again.');
  }
  return row.codeHmac;
}

/** Uses the code `checkCompletionCode` passed; false when it was used or replaced meanwhile. */
export async function consumeCompletionCode(
  db: DbOrTx,
  serviceRequestId: string,
  checkedHmac: string,
) {
  const used = await db
    .update(completionCodes)
    .set({ consumedAt: new Date() })
    .where(and(liveCode(serviceRequestId), eq(completionCodes.codeHmac, checkedHmac)))
    .returning({ id: completionCodes.serviceRequestId });
  return used.length === 1;
}
