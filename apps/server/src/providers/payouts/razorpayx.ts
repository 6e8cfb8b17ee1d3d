import { PayoutError, type PayoutProvider, type PayoutRequest } from './payouts.ts';

export interface RazorpayXOptions {
  /** https://api.razorpay.com in production; a local stub in tests. */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  /** The RazorpayX current account the money leaves from. */
  accountNumber: string;
  timeoutMs: number;
}

/**
 * RazorpayX payouts in UPI mode: a contact for the repairer, a `vpa` fund
 * account for their UPI id (RazorpayX answers the existing one when the
 * details are the same), then the payout with `X-Payout-Idempotency`.
 */
export function createRazorpayXPayouts(options: RazorpayXOptions): PayoutProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (cause) {
      throw new PayoutError(`RazorpayX unreachable (${path}): ${(cause as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as T & {
      error?: { description?: string };
    };
    if (!response.ok) {
      throw new PayoutError(
        `RazorpayX refused ${path} (HTTP ${response.status}: ${answer.error?.description ?? 'no detail'})`,
        response.status >= 400 && response.status < 500 && response.status !== 429,
      );
    }
    return answer;
  }

  return {
    name: 'razorpayx',
    simulated: false,
    async payout(request: PayoutRequest) {
      const contact = await post<{ id: string }>('/v1/contacts', {
        name: request.beneficiary.name,
        contact: request.beneficiary.phone,
        type: 'vendor',
        reference_id: request.beneficiary.id,
      });
      const fundAccount = await post<{ id: string }>('/v1/fund_accounts', {
        contact_id: contact.id,
        account_type: 'vpa',
        vpa: { address: request.upiId },
      });
      const payout = await post<{
        id: string;
        status: string;
        status_details?: { description?: string | null } | null;
        failure_reason?: string | null;
      }>(
        '/v1/payouts',
        {
          account_number: options.accountNumber,
          fund_account_id: fundAccount.id,
          amount: request.amountPaise,
          currency: 'INR',
          mode: 'UPI',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: request.referenceId,
          // RazorpayX takes letters, digits and spaces, at most 30.
          narration: request.narration.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 30),
        },
        { 'X-Payout-Idempotency': request.idempotencyKey },
      );
      return {
        id: payout.id,
        status: payout.status,
        failureReason: payout.failure_reason ?? payout.status_details?.description ?? null,
      };
    },
  };
}
