import {
  AppError,
  PAYMENT_MESSAGES,
  type TCheckoutResult,
  type TPaymentOrder,
  type TPaymentRecord,
  type TVerifyPaymentRequest,
} from '@gharseva/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { GatewayError, type GatewayPayment } from '../../providers/payments/gateway.ts';
import type { PayoutsService } from '../payouts/index.ts';
import { applyCapture } from './capture.ts';
import {
  findPaymentByOrderId,
  findPaymentWithRequest,
  setGatewayOrder,
  type PaymentWithRequest,
} from './payments.repo.ts';
import { toPaymentRecord } from './payments.view.ts';
import type { JobQueue } from '../../queue/queue.ts';

/** Where a payment record stands for the customer (DESIGN.md section 10, "Payment page"). */
export function payability({
  payment,
  request,
}: PaymentWithRequest): 'payable' | 'paid' | 'closed' {
  if (payment.status === 'paid_by_customer' || payment.status === 'completed') return 'paid';
  if (payment.status !== 'created' && payment.status !== 'failed') return 'closed';
  const waitingFor = payment.kind === 'service' ? 'pending_payment' : 'rejected';
  return request.status === waitingFor ? 'payable' : 'closed';
}

const gatewayFailure = (error: unknown, log: FastifyBaseLogger, what: string): never => {
  if (error instanceof GatewayError) {
    log.error({ err: error, code: error.code }, `payment gateway failed to ${what}`);
    throw new AppError('GATEWAY_ERROR');
  }
  throw error;
};

/**
 * The customer's payment calls (SPEC.md section 7): the record, the gateway
 * order for Checkout, and the verification of Checkout's result, which trusts
 * nothing the browser sends but the payment id: the order is ours, the
 * signature is checked against it, and the gateway confirms the capture.
 */
export function createPaymentsService(
  deps: AppDeps,
  tools: { payouts: PayoutsService; queue: JobQueue; log: FastifyBaseLogger },
) {
  const { db } = deps.database;
  const gateway = deps.payments;
  const { payouts, queue, log } = tools;
  const now = deps.clock ?? (() => new Date());

  async function owned(userId: string, paymentId: string): Promise<PaymentWithRequest> {
    const found = await findPaymentWithRequest(db, paymentId);
    // Another customer's payment reads as unknown: its existence is not theirs to learn.
    if (!found || found.payment.userId !== userId) {
      throw new AppError('NOT_FOUND', 'Payment not found.');
    }
    return found;
  }

  /** The gateway's word on a payment of our order: captured, for the right amount. */
  async function confirmedCapture(found: PaymentWithRequest, gatewayPaymentId: string) {
    const { payment } = found;
    let confirmed: GatewayPayment;
    try {
      confirmed = await gateway.fetchPayment(gatewayPaymentId);
      if (confirmed.status === 'authorized') {
        confirmed = await gateway.capturePayment(
          gatewayPaymentId,
          payment.amountPaise,
          payment.currency,
        );
      }
    } catch (error) {
      return gatewayFailure(error, log, 'confirm a payment');
    }
    if (
      confirmed.orderId !== payment.gatewayOrderId ||
      confirmed.amountPaise !== payment.amountPaise ||
      confirmed.currency !== payment.currency
    ) {
      log.error(
        { paymentId: payment.id, gatewayPaymentId },
        'checkout result for a payment that is not this order',
      );
      throw new AppError('PAYMENT_MISMATCH');
    }
    if (confirmed.status !== 'captured') throw new AppError('PAYMENT_NOT_CAPTURED');
    return confirmed;
  }

  /**
   * Refuses a Checkout result that is not signed for our order, never the one
   * the browser names: a signature for another order fails here.
   */
  function signedForOurOrder(paymentId: string, orderId: string, result: TCheckoutResult) {
    const signed = gateway.verifyCheckoutSignature({
      orderId,
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    });
    if (!signed || result.razorpay_order_id !== orderId) {
      log.warn({ paymentId }, 'checkout result with a signature that is not ours');
      throw new AppError('INVALID_PAYMENT_SIGNATURE');
    }
  }

  return {
    /** The payment record a gateway order was made for (the fake checkout checks its owner). */
    byOrderId: (orderId: string) => findPaymentByOrderId(db, orderId),

    async get(userId: string, paymentId: string): Promise<TPaymentRecord> {
      return toPaymentRecord(await owned(userId, paymentId));
    },

    async createOrder(userId: string, paymentId: string): Promise<TPaymentOrder> {
      const found = await owned(userId, paymentId);
      const state = payability(found);
      if (state === 'paid') throw new AppError('ALREADY_PAID');
      if (state !== 'payable') throw new AppError('PAYMENT_NOT_PAYABLE');
      const { payment, request, customer } = found;

      // One order per record, reused by every attempt (a failed attempt leaves it payable).
      let orderId = payment.gatewayOrderId;
      if (!orderId) {
        let order;
        try {
          order = await gateway.createOrder({
            amountPaise: payment.amountPaise,
            currency: payment.currency,
            receipt: payment.id,
            notes: {
              paymentId: payment.id,
              serviceRequestId: request.id,
              kind: payment.kind,
            },
          });
        } catch (error) {
          return gatewayFailure(error, log, 'create an order');
        }
        const stored = await setGatewayOrder(db, payment.id, order.id);
        // Two tabs at once: the first order stored is the one both use.
        orderId = stored ? order.id : (await owned(userId, paymentId)).payment.gatewayOrderId!;
      }
      return {
        orderId,
        currency: payment.currency,
        amount: payment.amountPaise,
        razorpayKey: gateway.keyId,
        serviceTitle: request.title,
        customerName: customer.fullname,
        customerPhone: customer.phone,
        customerEmail: customer.email ?? '',
        description: payment.description,
      };
    },

    async verify(userId: string, input: TVerifyPaymentRequest): Promise<string> {
      const found = await owned(userId, input.paymentId);
      const { payment } = found;
      const result = input.transactionDetails;
      if (payment.serviceRequestId !== input.serviceRequestId) {
        throw new AppError('PAYMENT_MISMATCH');
      }
      // No order yet: no result can be signed for it.
      if (!payment.gatewayOrderId) {
        throw new AppError(payability(found) === 'paid' ? 'ALREADY_PAID' : 'PAYMENT_NOT_PAYABLE');
      }
      // Signed first: once the webhook has recorded a payment id, naming it proves nothing.
      signedForOurOrder(payment.id, payment.gatewayOrderId, result);
      // The same result again (a retry, a second tab): already recorded, nothing to do.
      if (payment.gatewayPaymentId === result.razorpay_payment_id) return PAYMENT_MESSAGES.verified;
      const state = payability(found);
      if (state === 'paid') throw new AppError('ALREADY_PAID');
      if (state !== 'payable') throw new AppError('PAYMENT_NOT_PAYABLE');
      const confirmed = await confirmedCapture(found, result.razorpay_payment_id);

      const capture = await db.transaction((tx) =>
        applyCapture(tx, {
          payment,
          gatewayPaymentId: result.razorpay_payment_id,
          method: confirmed.method,
          source: 'checkout',
          at: now(),
          payouts,
          queue,
          log,
        }),
      );
      if (!capture.recorded) {
        const now = await owned(userId, input.paymentId);
        if (now.payment.gatewayPaymentId !== result.razorpay_payment_id) {
          // Two different captures for one record: the money came twice.
          log.error(
            { paymentId: payment.id, gatewayPaymentId: result.razorpay_payment_id },
            'a second capture for a paid record: refund it',
          );
        }
      }
      return PAYMENT_MESSAGES.verified;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
