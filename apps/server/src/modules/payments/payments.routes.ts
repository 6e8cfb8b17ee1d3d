import {
  PAYMENT_MESSAGES,
  ZCreateOrderRequest,
  ZCreateOrderResponse,
  ZIdParams,
  ZPaymentResponse,
  ZVerifyPaymentRequest,
  ZVerifyPaymentResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import { fakeCheckoutRoutes } from './fake-checkout.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

/**
 * Payments (issue 5): the customer's calls of SPEC.md section 7, Razorpay's
 * webhook, the fake gateway's checkout when it is the one configured, and the
 * payout retries.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { payments, webhooks } = app.services;
  const user = { preHandler: requireRole('user') };

  const tags = ['Payments'];

  app.get(
    '/user/payments/:id',
    {
      ...user,
      schema: {
        summary: "One of the customer's payment records, with its request",
        tags,
        params: ZIdParams,
        response: { 200: ZPaymentResponse },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request) => ({
      success: true as const,
      message: PAYMENT_MESSAGES.loaded,
      data: await payments.get(subjectId(request), request.params.id),
    }),
  );

  app.post(
    '/user/create-razorpay-order',
    {
      ...user,
      schema: {
        summary: "Opens the gateway's order for a payment record, for Checkout",
        tags,
        body: ZCreateOrderRequest,
        response: { 200: ZCreateOrderResponse },
      },
      config: { errors: ['NOT_FOUND', 'ALREADY_PAID', 'PAYMENT_NOT_PAYABLE', 'GATEWAY_ERROR'] },
    },
    async (request) => ({
      success: true as const,
      message: PAYMENT_MESSAGES.orderCreated,
      data: await payments.createOrder(subjectId(request), request.body.paymentRecordId),
    }),
  );

  app.post(
    '/user/verify-and-transfer-payment',
    {
      ...user,
      schema: {
        summary: "Checks Checkout's result with the gateway and records the payment",
        tags,
        body: ZVerifyPaymentRequest,
        response: { 200: ZVerifyPaymentResponse },
      },
      config: {
        errors: [
          'NOT_FOUND',
          'ALREADY_PAID',
          'PAYMENT_NOT_PAYABLE',
          'INVALID_PAYMENT_SIGNATURE',
          'PAYMENT_MISMATCH',
          'PAYMENT_NOT_CAPTURED',
          'GATEWAY_ERROR',
        ],
      },
    },
    async (request) => ({
      success: true as const,
      message: await payments.verify(subjectId(request), request.body),
    }),
  );

  await app.register(webhookRoutes, { webhooks });
  if (deps.payments.name === 'fake') await app.register(fakeCheckoutRoutes);
};
