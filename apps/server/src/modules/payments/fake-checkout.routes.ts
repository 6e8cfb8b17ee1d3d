import {
  AppError,
  VALIDATION_MESSAGES,
  ZFakeCheckoutPayRequest,
  ZFakeCheckoutPayResponse,
} from '@gharseva/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import { z } from 'zod';
import { SERVER_FILES } from '../../lib/server-files.ts';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import type { FakeGateway } from '../../providers/payments/fake.ts';
import { GatewayError } from '../../providers/payments/gateway.ts';

const SCRIPT = fs.readFileSync(SERVER_FILES.fakeCheckout, 'utf8');

/**
 * The fake gateway's Checkout (PAYMENT_PROVIDER=fake only): a script that
 * imitates `window.Razorpay`, and the call its buttons make. Success answers
 * exactly what Razorpay hands to Checkout's `handler`; failure what it hands
 * to `payment.failed` listeners.
 */
export const fakeCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.deps.payments as FakeGateway;
  // Its webhooks come in through our webhook route, as Razorpay's would.
  gateway.setWebhookReceiver((delivery) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': delivery.signature,
        'x-razorpay-event-id': delivery.eventId,
      },
      payload: delivery.rawBody,
    }),
  );

  app.get(
    '/payments/fake/checkout.js',
    {
      schema: {
        summary: "The fake gateway's Checkout script, in place of Razorpay's checkout.js",
        tags: ['Payments'],
        response: { 200: z.string().describe('The script itself, as text/javascript') },
      },
    },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );

  app.post(
    '/payments/fake/checkout/:orderId/pay',
    {
      preHandler: requireRole('user'),
      schema: {
        params: z.object({
          orderId: z
            .string({ error: VALIDATION_MESSAGES.paymentIncomplete })
            .regex(/^order_[A-Za-z0-9]{1,40}$/, VALIDATION_MESSAGES.paymentIncomplete),
        }),
        body: ZFakeCheckoutPayRequest,
        summary: "The fake gateway's Checkout: pays (or fails) an order as its buttons say",
        tags: ['Payments'],
        response: { 200: ZFakeCheckoutPayResponse },
      },
      config: { errors: ['NOT_FOUND', 'PAYMENT_NOT_PAYABLE'] },
    },
    async (request) => {
      // Only the customer whose payment the order is for may pay it here.
      const payment = await app.services.payments.byOrderId(request.params.orderId);
      if (!payment || payment.userId !== subjectId(request)) {
        throw new AppError('NOT_FOUND', 'Order not found.');
      }
      try {
        return await gateway.completeCheckout(request.params.orderId, request.body.outcome);
      } catch (error) {
        if (error instanceof GatewayError && error.refused) {
          throw new AppError('PAYMENT_NOT_PAYABLE', 'This order has already been paid.');
        }
        throw error;
      }
    },
  );
};
