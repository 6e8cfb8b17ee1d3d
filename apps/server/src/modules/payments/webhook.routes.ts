import { ZWebhookResponse } from '@gharseva/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { WebhooksService } from './webhooks.service.ts';

/**
 * POST /api/payments/razorpay/webhook. The body stays the raw bytes Razorpay
 * signed (its own JSON parser, in this plugin only): the signature is checked
 * over them, never over a re-serialised object.
 */
export const webhookRoutes: FastifyPluginAsync<{
  webhooks: WebhooksService;
}> = async (app, { webhooks }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/razorpay/webhook',
    {
      schema: {
        summary: "Razorpay's webhook: applies a signed payment event once",
        tags: ['Payments'],
        response: { 200: ZWebhookResponse },
      },
      config: { errors: ['INVALID_WEBHOOK_SIGNATURE'] },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await webhooks.handle({
        rawBody,
        signature: header('x-razorpay-signature') ?? '',
        eventId: header('x-razorpay-event-id'),
      });
      request.log.info({ outcome: result.outcome }, 'razorpay webhook');
      return { success: true as const, outcome: result.outcome };
    },
  );
};
