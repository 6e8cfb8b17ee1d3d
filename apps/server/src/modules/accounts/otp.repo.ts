import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpCodes, signupTickets } from '../../db/schema/index.ts';

export type OtpPurpose = 'user_signup' | 'repairer_signup' | 'user_reset' | 'repairer_reset';

/** Stores a new code and retires any earlier live one for the same phone and purpose. */
export async function replaceOtp(
  db: DbOrTx,
  input: { phone: string; purpose: OtpPurpose; codeHmac: string; expiresAt: Date },
) {
  await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(otpCodes.phone, input.phone),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
  await db.insert(otpCodes).values(input);
}

export async function insertSignupTicket(
  db: DbOrTx,
  input: { tokenHash: string; phone: string; purpose: OtpPurpose; expiresAt: Date },
) {
  await db.insert(signupTickets).values(input);
}

/** Uses a live ticket for this phone and purpose; false when there is none. */
export async function useSignupTicket(
  db: DbOrTx,
  input: { tokenHash: string; phone: string; purpose: OtpPurpose },
): Promise<boolean> {
  const rows = await db
    .update(signupTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signupTickets.tokenHash, input.tokenHash),
        eq(signupTickets.phone, input.phone),
        eq(signupTickets.purpose, input.purpose),
        isNull(signupTickets.usedAt),
        sql`${signupTickets.expiresAt} > now()`,
      ),
    )
    .returning({ id: signupTickets.id });
  return rows.length === 1;
}
