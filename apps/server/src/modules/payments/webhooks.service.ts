import { AppError, type WebhookOutcome } from '@gharseva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema/index.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import type { JobQueue, QueueDefinition } from '../../queue/queue.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { applyCapture } from './capture.ts';
import { findPaymentByOrderId, markFailed } from './payments.repo.ts';
import type { RefundEntity, RefundsService } from './refunds.service.ts';
import { and, eq } from 'drizzle-orm';

/** The job that applies a delivery once its signature has been checked and it is stored. */
export const WEBHOOK_JOB = 'razorpay-webhook';

/** What a delivery's job needs of it: the event and the payment fields we read, nothing else. */
interface WebhookJob {
  eventId: string;
  event: string;
  payment: PaymentEntity | null;
  /** refund.processed and refund.failed: the refund's fields we read. */
  refund?: RefundEntity | null;
}

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
  payload?: { payment?: { entity?: PaymentEntity }; refund?: { entity?: RefundEntity } };
}

/**
 * Razorpay webhooks (issue 5): the signature over the raw bytes with the
 * webhook secret, one handling per event id, and every event idempotent and
 * safe out of order (a capture after a failure applies; a failure after a
 * capture changes nothing); refund.processed and refund.failed settle our refund once.
 */
export function createWebhooksService(
  deps: AppDeps,
  tools: {
    payouts: PayoutsService;
    refunds: RefundsService;
    queue: JobQueue;
    log: FastifyBaseLogger;
  },
) {
  const { db } = deps.database;
  const { log, payouts, queue, refunds } = tools;
  const now = deps.clock ?? (() => new Date());

  async function apply(
    tx: DbOrTx,
    event: string,
    body: WebhookBody,
  ): Promise<{ outcome: WebhookOutcome; payoutId: string | null }> {
    if (event === 'refund.processed' || event === 'refund.failed') {
      const refund = body.payload?.refund?.entity;
      if (!refund) return { outcome: 'ignored', payoutId: null };
      return { outcome: await refunds.applyEvent(tx, event, refund), payoutId: null };
    }
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
      at: now(),
      payouts,
      queue,
      log,
    });
    return {
      outcome: capture.recorded ? 'applied' : 'already_applied',
      payoutId: capture.payoutId,
    };
  }

  return {
    /**
     * Takes one delivery: checks the signature (INVALID_WEBHOOK_SIGNATURE, nothing read or
     * written, when it is not ours), stores the event id and queues its job in one
     * transaction. The 200 then means the event is kept; its job applies it.
     */
    async handle(delivery: {
      rawBody: Buffer;
      signature: string;
      eventId: string | undefined;
    }): Promise<{ outcome: 'queued' | 'duplicate' }> {
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
      const entity = body.payload?.payment?.entity;
      const refund = body.payload?.refund?.entity;
      const job: WebhookJob = {
        ...(refund
          ? {
              refund: {
                id: refund.id,
                payment_id: refund.payment_id,
                amount: refund.amount,
                status: refund.status,
                notes: refund.notes,
              },
            }
          : {}),
        eventId,
        event,
        payment: entity
          ? {
              id: entity.id,
              order_id: entity.order_id,
              amount: entity.amount,
              currency: entity.currency,
              status: entity.status,
              error_code: entity.error_code,
              error_description: entity.error_description,
              method: entity.method,
            }
          : null,
      };

      return db.transaction(async (tx) => {
        // A repeat waits here for the first delivery's transaction, then finds its row.
        const fresh = await tx
          .insert(webhookEvents)
          .values({ eventId, source: 'razorpay', event, outcome: 'pending' })
          .onConflictDoNothing()
          .returning({ eventId: webhookEvents.eventId });
        if (fresh.length === 0) return { outcome: 'duplicate' as const };
        await queue.send(WEBHOOK_JOB, job, { tx });
        return { outcome: 'queued' as const };
      });
    },

    /** Applies a stored delivery, once: a second run finds its outcome recorded. */
    async apply(job: WebhookJob): Promise<WebhookOutcome | null> {
      return db.transaction(async (tx) => {
        const [pending] = await tx
          .select({ eventId: webhookEvents.eventId })
          .from(webhookEvents)
          .where(and(eq(webhookEvents.eventId, job.eventId), eq(webhookEvents.outcome, 'pending')))
          .for('update');
        if (!pending) return null;
        const body: WebhookBody = {
          payload: {
            ...(job.payment ? { payment: { entity: job.payment } } : {}),
            ...(job.refund ? { refund: { entity: job.refund } } : {}),
          },
        };
        const result = await apply(tx, job.event, body);
        await tx
          .update(webhookEvents)
          .set({ outcome: result.outcome })
          .where(eq(webhookEvents.eventId, job.eventId));
        return result.outcome;
      });
    },
  };
}

/** The delivery jobs: a failed apply (the database away) comes back within minutes. */
export function webhookJobs(webhooks: WebhooksService): Record<string, QueueDefinition<never>> {
  return {
    [WEBHOOK_JOB]: {
      retryLimit: 8,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      handler: async (data: WebhookJob, job) => {
        const outcome = await webhooks.apply(data);
        job.log.info({ event: data.event, outcome }, 'razorpay webhook applied');
      },
    },
  } as Record<string, QueueDefinition<never>>;
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
