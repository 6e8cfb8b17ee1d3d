import { sha256Hex } from '../../lib/crypto.ts';
import type { PayoutProvider } from './payouts.ts';

/**
 * Local payouts (PAYOUT_PROVIDER=simulated): no money moves; the ledger row is
 * marked simulated. The id is derived from the idempotency key, so a retry
 * answers the same payout, as RazorpayX does.
 */
export function createSimulatedPayouts(): PayoutProvider {
  return {
    name: 'simulated',
    simulated: true,
    async payout(request) {
      return {
        id: `sim_${sha256Hex(request.idempotencyKey).slice(0, 14)}`,
        status: 'processed',
        failureReason: null,
      };
    },
  };
}
