import { TRANSITIONS, type RequestAction } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { repairers } from '../../db/schema/index.ts';
import { recordEvent } from '../events/index.ts';
import { notify } from '../notifications/index.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { issueReceipt } from '../receipts/index.ts';
import { tryTransition } from '../request-status/index.ts';
import { markPaid, type PaymentRow } from './payments.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';

/** The table's action a capture takes (DESIGN.md section 3). */
const CAPTURE_ACTIONS = {
  service: 'pay_service',
  rejection_fee: 'pay_rejection_fee',
} as const satisfies Record<PaymentRow['kind'], RequestAction>;

export interface CaptureResult {
  /** False when the record was already paid: this call changed nothing. */
  recorded: boolean;
  /** The payout to send once the transaction has committed. */
  payoutId: string | null;
}

/**
 * Records a capture the gateway has confirmed, inside the caller's
 * transaction: the payment record, the request's move, the event, the
 * customer's and the repairer's notifications, the receipt and the payout. Idempotent: whoever comes second
 * (the checkout or the webhook, or a repeat of either) finds the record paid
 * and changes nothing.
 */
export async function applyCapture(
  tx: DbOrTx,
  input: {
    payment: PaymentRow;
    gatewayPaymentId: string;
    /** How it was paid, as the gateway reports it; null when it did not say. */
    method: string | null;
    source: 'checkout' | 'webhook';
    /** The moment of the capture (the app's clock): the paid time and the receipt's year. */
    at: Date;
    payouts: PayoutsService;
    queue: JobQueue;
    log: FastifyBaseLogger;
  },
): Promise<CaptureResult> {
  const { payment, log } = input;
  const paid = await markPaid(tx, {
    id: payment.id,
    gatewayPaymentId: input.gatewayPaymentId,
    method: input.method ? input.method.slice(0, 32) : null,
    paidAt: input.at,
  });
  if (!paid) return { recorded: false, payoutId: null };
  // Numbered in the capture's transaction: a capture that rolls back takes no number.
  await issueReceipt(tx, paid.id, input.at);

  const move = TRANSITIONS[CAPTURE_ACTIONS[paid.kind]];
  // The payment_captured event below records the move, so the transition writes none.
  const request = await tryTransition(
    tx,
    paid.serviceRequestId,
    CAPTURE_ACTIONS[paid.kind],
    { role: 'system' },
    { event: false },
  );
  if (!request) {
    // The money is in; the record says so. The request was moved some other way meanwhile.
    log.error(
      { paymentId: paid.id, serviceRequestId: paid.serviceRequestId },
      'payment captured for a request no longer waiting for it',
    );
  }
  await recordEvent(tx, {
    kind: 'payment_captured',
    actorRole: 'system',
    userId: paid.userId,
    repairerId: paid.repairerId,
    serviceRequestId: paid.serviceRequestId,
    fromStatus: request ? move.from[0] : null,
    toStatus: request ? move.to : null,
    data: {
      paymentId: paid.id,
      paymentKind: paid.kind,
      amountPaise: paid.amountPaise,
      title: request?.title ?? null,
      source: input.source,
    },
  });

  if (request) {
    // The customer hears of their payment too; its email carries the receipt (issue 24).
    await notify(
      tx,
      input.queue,
      { role: 'user', id: paid.userId },
      'payment_received',
      {
        template: 'paymentCaptured',
        params: { title: request.title, amountPaise: paid.amountPaise, paymentId: paid.id },
      },
      request.id,
    );
  }
  if (paid.kind !== 'service' || !paid.repairerId || !request) {
    return { recorded: true, payoutId: null };
  }
  await notify(
    tx,
    input.queue,
    { role: 'repairer', id: paid.repairerId },
    'payment_received',
    {
      template: 'paymentReceived',
      params: { title: request.title, amountPaise: paid.amountPaise },
    },
    request.id,
  );
  const upi = await upiIdOf(tx, paid.repairerId);
  const payout = await input.payouts.queue(tx, {
    paymentId: paid.id,
    grossPaise: paid.amountPaise,
    repairer: { id: paid.repairerId, upiId: upi },
  });
  return { recorded: true, payoutId: payout?.id ?? null };
}

async function upiIdOf(tx: DbOrTx, repairerId: string): Promise<string> {
  const [row] = await tx
    .select({ upiId: repairers.upiId })
    .from(repairers)
    .where(eq(repairers.id, repairerId))
    .limit(1);
  return row!.upiId;
}
