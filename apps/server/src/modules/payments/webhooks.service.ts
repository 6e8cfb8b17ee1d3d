import { AppError, type WebhookOutcome } from '@gharseva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { applyCapture } from './capture.ts';
import { findPaymentByOrderId, markFailed } from './payments.repo.ts';
import { eq } from 'drizzle-orm';

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  error_code?: unknown;
  error_description?: unknown;
  method?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: PaymentEntity } };
}

/**
 * Razorpay webhooks (issue 5): the signature over the raw bytes with the
 * webhook secret, one handling per event id, and every event idempotent and
 * safe out of order (a capture after a failure applies; a failure after a
 * capture changes nothing).
 */
export function createWebhooksService(
  deps: AppDeps,
  tools: { payouts: PayoutsService; log: FastifyBaseLogger },
) {
  const { db } = deps.database;
  const { log, payouts } = tools;

  async function apply(
    tx: DbOrTx,
    event: string,
    body: WebhookBody,
  ): Promise<{ outcome: WebhookOutcome; payoutId: string | null }> {
    const entity = body.payload?.payment?.entity;
    const handled = ['payment.captured', 'order.paid', 'payment.failed'];
    if (!handled.includes(event) || !entity || typeof entity.order_id !== 'string') {
      return { outcome: 'ignored', payoutId: null };
    }
    const payment = await findPaymentByOrderId(tx, entity.order_id);
    if (!payment) return { outcome: 'ignored', payoutId: null };

    if (event === 'payment.failed') {
      const reason = `${String(entity.error_code ?? 'PAYMENT_FAILED')}: ${String(entity.error_description ?? 'no reason given')}`;
      const marked = await markFailed(tx, { id: payment.id, reason });
      return { outcome: marked ? 'applied' : 'stale', payoutId: null };
    }
    if (entity.status !== 'captured' || typeof entity.id !== 'string') {
      return { outcome: 'ignored', payoutId: null };
    }
    if (entity.amount !== payment.amountPaise || entity.currency !== payment.currency) {
      log.error(
        { paymentId: payment.id, event },
        'webhook capture for another amount or currency than the record',
      );
      return { outcome: 'ignored', payoutId: null };
    }
    const capture = await applyCapture(tx, {
      payment,
      gatewayPaymentId: entity.id,
      method: typeof entity.method === 'string' && entity.method !== '' ? entity.method : null,
      source: 'webhook',
      payouts,
      log,
    });
    return {
      outcome: capture.recorded ? 'applied' : 'already_applied',
      payoutId: capture.payoutId,
    };
  }

  return {
    /**
     * Handles one delivery; throws INVALID_WEBHOOK_SIGNATURE (nothing read or
     * written) when the signature is not ours.
     */
    async handle(delivery: {
      rawBody: Buffer;
      signature: string;
      eventId: string | undefined;
    }): Promise<{ outcome: WebhookOutcome; payoutId: string | null }> {
      if (!deps.payments.verifyWebhookSignature(delivery.rawBody, delivery.signature)) {
        throw new AppError('INVALID_WEBHOOK_SIGNATURE');
      }
      let body: WebhookBody;
      try {
        body = JSON.parse(delivery.rawBody.toString('utf8')) as WebhookBody;
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      const event = typeof body.event === 'string' ? body.event.slice(0, 64) : 'unknown';
      // Razorpay names every event; without a name, the body itself identifies it.
      const eventId = (
        delivery.eventId || `body_${sha256Hex(delivery.rawBody.toString('utf8'))}`
      ).slice(0, 100);

      return db.transaction(async (tx) => {
        // A repeat waits here for the first delivery's transaction, then finds its row.
        const fresh = await tx
          .insert(webhookEvents)
          .values({ eventId, source: 'razorpay', event, outcome: 'pending' })
          .onConflictDoNothing()
          .returning({ eventId: webhookEvents.eventId });
        if (fresh.length === 0) return { outcome: 'duplicate' as const, payoutId: null };
        const result = await apply(tx, event, body);
        await tx
          .update(webhookEvents)
          .set({ outcome: result.outcome })
          .where(eq(webhookEvents.eventId, eventId));
        return result;
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
