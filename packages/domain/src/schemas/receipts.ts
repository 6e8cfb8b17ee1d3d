import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { PAYOUT_STATUSES } from '../trust.ts';
import { zOkWithMessage } from './responses.ts';

/** Messages of the receipts and the repairer's payouts (issue 23, item 2). */
export const RECEIPT_MESSAGES = {
  payoutsLoaded: 'Payouts fetched successfully.',
} as const;

/** A calendar month, 'YYYY-MM', from 2000 on. */
export const ZMonth = z
  .string({ error: VALIDATION_MESSAGES.monthInvalid })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: VALIDATION_MESSAGES.monthInvalid });

/** GET /repairer/payouts/statement?month=YYYY-MM. */
export const ZStatementQuery = z.object({ month: ZMonth });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

/** One payout of the repairer's ledger, as his payouts page lists it (amounts in paise). */
export const ZRepairerPayout = z.object({
  id: z.uuid(),
  serviceRequestId: z.uuid(),
  /** The job's title in the repairer's language. */
  title: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /**
   * The provider's payout id (RazorpayX `pout_...`), null until one is known. The ledger keeps
   * no UTR of its own: this is the reference the repairer quotes to support.
   */
  reference: z.string().nullable(),
  grossPaise: z.number().int(),
  platformFeePaise: z.number().int(),
  refundedPaise: z.number().int(),
  recoveredPaise: z.number().int(),
  /** What is (or will be) sent to his UPI id. */
  amountPaise: z.number().int(),
  /** When the customer paid. */
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
});
export type TRepairerPayout = z.infer<typeof ZRepairerPayout>;

/** A recovery the repairer owes after a refund of a job already paid out. */
export const ZRepairerRecovery = z.object({
  id: z.uuid(),
  payoutId: z.uuid(),
  title: z.string(),
  status: z.enum(['outstanding', 'settled']),
  amountPaise: z.number().int(),
  recoveredPaise: z.number().int(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type TRepairerRecovery = z.infer<typeof ZRepairerRecovery>;

/** GET /repairer/payouts. */
export const ZRepairerPayoutsResponse = zOkWithMessage(
  z.object({ payouts: z.array(ZRepairerPayout), recoveries: z.array(ZRepairerRecovery) }),
);
export type TRepairerPayouts = z.infer<typeof ZRepairerPayoutsResponse>['data'];
