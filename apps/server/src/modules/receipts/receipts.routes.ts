import {
  RECEIPT_MESSAGES,
  ZIdParams,
  ZRepairerPayoutsResponse,
  ZStatementQuery,
} from '@gharseva/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, subjectId } from '../../plugins/auth.ts';
import type { PdfFile } from './receipts.service.ts';

const ZPdf = z.string().describe('The PDF file itself, as application/pdf');

function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

/** Receipts of the customer's payments and the repairer's payouts (issue 23, item 2). */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { receipts } = app.services;

  app.get(
    '/user/payments/:id/receipt',
    {
      preHandler: requireRole('user'),
      schema: {
        summary: "The receipt of one of the customer's captured payments, as a PDF",
        tags: ['Payments'],
        params: ZIdParams,
        response: { 200: ZPdf },
      },
      config: { errors: ['NOT_FOUND', 'PAYMENT_NOT_CAPTURED'] },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.receipt(subjectId(request), request.params.id)),
  );

  const repairer = { preHandler: requireRole('repairer') };
  const tags = ['Repairer payouts'];

  app.get(
    '/repairer/payouts',
    {
      ...repairer,
      schema: {
        summary: "The repairer's payouts, newest first, and his recovery entries",
        tags,
        response: { 200: ZRepairerPayoutsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: RECEIPT_MESSAGES.payoutsLoaded,
      data: await receipts.payouts(subjectId(request)),
    }),
  );

  app.get(
    '/repairer/payouts/statement',
    {
      ...repairer,
      schema: {
        summary: "The repairer's payouts statement of one month, as a PDF",
        tags,
        querystring: ZStatementQuery,
        response: { 200: ZPdf },
      },
      config: { errors: ['NOT_FOUND'] },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.statement(subjectId(request), request.query.month)),
  );
};
