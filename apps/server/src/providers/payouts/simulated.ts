import { sha256Hex } from '../../lib/crypto.ts';
import type { PayoutProvider } from './payouts.ts';

/**
 * The UPI id a simulated payout is rejected for, as RazorpayX's test mode fails payments to
 * it: development and the browser tests see a payout given up, its dead letter and the
 * admin's retry without a vendor.
 */
export const SIMULATED_REJECTED_UPI = 'failure@razorpay';

/**
 * Local payouts (PAYOUT_PROVIDER=simulated): no money moves; the ledger row is
 * marked simulated. The id is derived from the idempotency key, so a retry
 * answers the same payout, as RazorpayX does. A payout to SIMULATED_REJECTED_UPI
 * is rejected.
 */
export function createSimulatedPayouts(): PayoutProvider {
  return {
    name: 'simulated',
    simulated: true,
    async payout(request) {
      const id = `sim_${sha256Hex(request.idempotencyKey).slice(0, 14)}`;
      if (request.upiId.toLowerCase() === SIMULATED_REJECTED_UPI) {
        return { id, status: 'rejected', failureReason: 'Simulated: the UPI id was rejected' };
      }
      return { id, status: 'processed', failureReason: null };
    },
  };
}
