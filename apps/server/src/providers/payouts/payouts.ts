/** What a payout provider answers; `status` is the provider's own word for it. */
export interface PayoutResult {
  id: string;
  /** Final: processed (paid), reversed, rejected, cancelled, failed. Else still under way. */
  status: string;
  failureReason: string | null;
}

export interface PayoutRequest {
  /** The same key on every attempt for one payment: a retry can never pay twice. */
  idempotencyKey: string;
  /** Ours, for the provider's records (the payout row's id). */
  referenceId: string;
  amountPaise: number;
  upiId: string;
  beneficiary: { id: string; name: string; phone: string };
  narration: string;
}

/**
 * Sends a repairer's share of a captured payment to their UPI id (DESIGN.md
 * section 5): RazorpayX payouts in production, a ledger-only simulation
 * locally. Throws PayoutError when the attempt did not go through.
 */
export interface PayoutProvider {
  readonly name: 'simulated' | 'razorpayx';
  readonly simulated: boolean;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

export class PayoutError extends Error {
  override readonly name = 'PayoutError';
  constructor(
    message: string,
    /** The provider refused the request itself (4xx): retrying it unchanged will not help. */
    readonly refused = false,
  ) {
    super(message);
  }
}

/** Provider statuses after which nothing more will happen to a payout. */
export const FINAL_FAILED_STATUSES = ['reversed', 'rejected', 'cancelled', 'failed'] as const;
