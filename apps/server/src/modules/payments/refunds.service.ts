import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { GatewayError } from '../../providers/payments/gateway.ts';
import type { JobQueue, QueueDefinition } from '../../queue/queue.ts';
import { notify } from '../notifications/index.ts';
import { findPaymentWithRequest } from './payments.repo.ts';
import {
  findRefund,
  findRefundByGatewayId,
  insertRefund,
  lockPayment,
  refundedTotal,
  settleRefund,
  type RefundRow,
} from './refunds.repo.ts';

/** The job that asks the gateway for one refund (retried with the same idempotency key). */
export const REFUND_JOB = 'refund';

/** The refund entity fields a refund webhook's job reads. */
export interface RefundEntity {
  id?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  status?: unknown;
  notes?: unknown;
}

/**
 * How much of a captured payment is left to refund, under the payment's row lock (the caller's
 * transaction holds it until it commits, so two decisions at once cannot both pass it).
 */
export async function refundableOf(tx: DbOrTx, paymentId: string) {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || !payment.paidAt) return { payment, refundablePaise: 0 };
  return { payment, refundablePaise: payment.amountPaise - (await refundedTotal(tx, paymentId)) };
}

/**
 * Records a refund and queues its gateway call in the caller's transaction: the row and its
 * job commit together, and the call happens outside it. The key is the refund's own id, sent
 * with every attempt, so a retry after a lost answer refunds once.
 */
export async function queueRefund(
  tx: DbOrTx,
  queue: JobQueue,
  input: { paymentId: string; disputeId: string; amountPaise: number },
): Promise<RefundRow> {
  const id = uuidv7();
  const refund = await insertRefund(tx, {
    id,
    paymentId: input.paymentId,
    disputeId: input.disputeId,
    amountPaise: input.amountPaise,
    idempotencyKey: `refund_${id}`,
  });
  await queue.send(REFUND_JOB, { refundId: refund.id }, { tx, singletonKey: refund.id });
  return refund;
}

/**
 * Refunds at the gateway (issue 23): the call of each queued refund, and the refund.processed
 * and refund.failed webhooks that settle it, each applied once.
 */
export function createRefundsService(
  deps: AppDeps,
  tools: { log: FastifyBaseLogger; queue: JobQueue },
) {
  const { db } = deps.database;

  return {
    /** The refund job: asks the gateway once per attempt; a refusal fails the refund for a person. */
    async send(refundId: string, log: FastifyBaseLogger = tools.log): Promise<string> {
      const refund = await findRefund(db, refundId);
      if (!refund || refund.status !== 'pending') return 'not_pending';
      if (refund.gatewayRefundId) return 'already_sent';
      const found = await findPaymentWithRequest(db, refund.paymentId);
      const gatewayPaymentId = found?.payment.gatewayPaymentId;
      if (!gatewayPaymentId) {
        await settleRefund(db, refund.id, {
          status: 'failed',
          failureReason: 'No captured payment',
        });
        return 'failed';
      }
      try {
        const answer = await deps.payments.refundPayment({
          paymentId: gatewayPaymentId,
          amountPaise: refund.amountPaise,
          idempotencyKey: refund.idempotencyKey,
          notes: { refundId: refund.id, paymentId: refund.paymentId },
        });
        // Settled by the webhook (refund.processed or refund.failed); the id is kept now so
        // the webhook finds the refund by it too.
        await settleRefund(db, refund.id, {
          gatewayRefundId: answer.id,
          ...(answer.status === 'failed' ? { status: 'failed' as const } : {}),
        });
        return answer.status;
      } catch (error) {
        if (error instanceof GatewayError && error.refused) {
          log.error({ refundId: refund.id, code: error.code }, 'refund refused by the gateway');
          await settleRefund(db, refund.id, {
            status: 'failed',
            failureReason: error.message.slice(0, 300),
          });
          return 'failed';
        }
        throw error;
      }
    },

    /**
     * Applies refund.processed or refund.failed inside the webhook job's transaction; the
     * refund is found by our id in its notes, else by the gateway's id. Once: a pending
     * refund moves, anything else is 'already_applied'.
     */
    async applyEvent(
      tx: DbOrTx,
      event: string,
      entity: RefundEntity,
    ): Promise<'applied' | 'already_applied' | 'ignored'> {
      const notes = (entity.notes ?? {}) as Record<string, unknown>;
      const byNote =
        typeof notes.refundId === 'string' && /^[0-9a-f-]{36}$/.test(notes.refundId)
          ? await findRefund(tx, notes.refundId)
          : undefined;
      const refund =
        byNote ??
        (typeof entity.id === 'string' ? await findRefundByGatewayId(tx, entity.id) : undefined);
      if (!refund) return 'ignored';
      if (refund.gatewayRefundId && entity.id !== refund.gatewayRefundId) return 'ignored';
      if (entity.amount !== refund.amountPaise) return 'ignored';
      const gatewayRefundId = typeof entity.id === 'string' ? entity.id.slice(0, 64) : null;
      const settled =
        event === 'refund.processed'
          ? await settleRefund(tx, refund.id, {
              status: 'processed',
              processedAt: new Date(),
              ...(gatewayRefundId ? { gatewayRefundId } : {}),
            })
          : await settleRefund(tx, refund.id, {
              status: 'failed',
              failureReason: 'The gateway reported the refund failed',
              ...(gatewayRefundId ? { gatewayRefundId } : {}),
            });
      if (!settled) return 'already_applied';
      const found = await findPaymentWithRequest(tx, refund.paymentId);
      if (found && settled.status === 'processed') {
        await notify(
          tx,
          tools.queue,
          { role: 'user', id: found.payment.userId },
          'system_update',
          {
            template: 'refundProcessed',
            params: { title: found.request.title, amountPaise: settled.amountPaise },
          },
          found.request.id,
        );
      }
      return 'applied';
    },
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;

/** The refund calls: a gateway away is retried for about ten minutes, then a dead letter. */
export function refundJobs(refunds: RefundsService): Record<string, QueueDefinition<never>> {
  return {
    [REFUND_JOB]: {
      retryLimit: 8,
      retryDelaySeconds: 5,
      expireInSeconds: 60,
      handler: async (data: { refundId: string }, job) => {
        const outcome = await refunds.send(data.refundId, job.log);
        job.log.info({ refundId: data.refundId, outcome }, 'refund sent to the gateway');
      },
    },
  } as Record<string, QueueDefinition<never>>;
}
