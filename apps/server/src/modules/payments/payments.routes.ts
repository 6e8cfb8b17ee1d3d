import {
  PAYMENT_MESSAGES,
  ZCreateOrderRequest,
  ZIdParam,
  ZVerifyPaymentRequest,
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

  app.get('/user/payments/:id', { ...user, schema: { params: ZIdParam } }, async (request) => ({
    success: true,
    message: PAYMENT_MESSAGES.loaded,
    data: await payments.get(subjectId(request), request.params.id),
  }));

  app.post(
    '/user/create-razorpay-order',
    { ...user, schema: { body: ZCreateOrderRequest } },
    async (request) => ({
      success: true,
      message: PAYMENT_MESSAGES.orderCreated,
      data: await payments.createOrder(subjectId(request), request.body.paymentRecordId),
    }),
  );

  app.post(
    '/user/verify-and-transfer-payment',
    { ...user, schema: { body: ZVerifyPaymentRequest } },
    async (request) => ({
      success: true,
      message: await payments.verify(subjectId(request), request.body),
    }),
  );

  await app.register(webhookRoutes, { webhooks, onCapture: payments.payOut });
  if (deps.payments.name === 'fake') await app.register(fakeCheckoutRoutes);
};
