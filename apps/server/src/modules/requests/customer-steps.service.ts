import { AppError, JOB_MESSAGES, REJECTION_FEE_PAISE, type RequestAction } from '@gharseva/domain';
import { otpPeppers, type AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { checkCompletionCode, consumeCompletionCode } from '../completion/index.ts';
import { closeConversation } from '../conversations/index.ts';
import { notify } from '../notifications/index.ts';
import { createPayment, findRequestPayment } from '../payments/index.ts';
import { findUserRequest, type ServiceRequestRow } from './requests.repo.ts';
import { transition } from '../request-status/index.ts';
import type { JobQueue } from '../../queue/queue.ts';

/**
 * The customer's answers once a repairer holds the job: accept or reject the
 * quote, confirm completion with the code (DESIGN.md section 3).
 */
export function createCustomerSteps(
  { database, secrets }: AppDeps,
  { queue }: { queue: JobQueue },
) {
  const { db } = database;

  async function owned(userId: string, id: string) {
    const found = await findUserRequest(db, userId, id);
    if (!found) throw new AppError('NOT_FOUND', 'This service request was not found.');
    return found.request;
  }

  /** Moves the user's request by `action` and records it, then `after`; or the reason it cannot. */
  function move<T>(
    userId: string,
    id: string,
    action: RequestAction,
    after: (tx: DbOrTx, row: ServiceRequestRow) => Promise<T>,
    refusal: string,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await transition(
        tx,
        id,
        action,
        { role: 'user', id: userId },
        {
          event: async (moved) => ({ amountPaise: moved.quotePaise }),
          refusal: (current) =>
            !current || current.userId !== userId
              ? new AppError('NOT_FOUND', 'This service request was not found.')
              : new AppError(
                  'INVALID_STATUS_TRANSITION',
                  `${refusal} (the request is ${current.status}).`,
                ),
        },
      );
      return after(tx, row);
    });
  }

  const repairerOf = (row: ServiceRequestRow) => ({
    role: 'repairer' as const,
    id: row.repairerId!,
  });

  return {
    async acceptQuote(userId: string, id: string) {
      await move(
        userId,
        id,
        'accept_quote',
        (tx, row) =>
          notify(
            tx,
            queue,
            repairerOf(row),
            'system_update',
            {
              template: 'quoteAccepted',
              params: { title: row.title, amountPaise: row.quotePaise ?? 0 },
            },
            id,
          ),
        'Only a quoted request can be accepted',
      );
      return { message: JOB_MESSAGES.quoteAccepted };
    },

    /** Rejecting a quote ends the job with the rejection fee to pay (DESIGN.md section 10). */
    async rejectQuote(userId: string, id: string) {
      const payment = await move(
        userId,
        id,
        'reject_quote',
        async (tx, row) => {
          await closeConversation(tx, id);
          await notify(
            tx,
            queue,
            repairerOf(row),
            'system_update',
            { template: 'quoteRejected', params: { title: row.title } },
            id,
          );
          return createPayment(tx, {
            serviceRequestId: id,
            userId,
            kind: 'rejection_fee',
            amountPaise: REJECTION_FEE_PAISE,
            description: `Quote rejection fee for ${row.title}`,
          });
        },
        'Only a quoted request can be rejected',
      );
      return { message: JOB_MESSAGES.quoteRejected, paymentId: payment.id };
    },

    /** The completion code from the customer's SMS: the job moves to payment. */
    async verifyCompletion(userId: string, id: string, otp: string) {
      const request = await owned(userId, id);
      if (request.status !== 'pending_otp') {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          `There is no completion code to confirm (the request is ${request.status}).`,
        );
      }
      const checked = await checkCompletionCode(db, otpPeppers(secrets), id, otp);
      // A redo after a problem report (issue 23): the payment is already captured, so the
      // confirmed redo goes back to customer_paid (the table's confirm_redo), with no new payment.
      const paid = await findRequestPayment(db, id, 'service');
      if (paid?.paidAt) {
        await move(
          userId,
          id,
          'confirm_redo',
          async (tx, row) => {
            if (!(await consumeCompletionCode(tx, id, checked))) throw new AppError('OTP_EXPIRED');
            await notify(
              tx,
              queue,
              repairerOf(row),
              'system_update',
              { template: 'jobConfirmed', params: { title: row.title } },
              id,
            );
          },
          'There is no completion code to confirm',
        );
        return { message: JOB_MESSAGES.serviceConfirmed, paymentId: paid.id };
      }
      const payment = await move(
        userId,
        id,
        'verify_completion_otp',
        async (tx, row) => {
          if (!(await consumeCompletionCode(tx, id, checked))) throw new AppError('OTP_EXPIRED');
          if (!row.quotePaise || !row.repairerId) throw new AppError('MISSING_REQUIRED_FIELDS');
          await notify(
            tx,
            queue,
            repairerOf(row),
            'system_update',
            { template: 'jobConfirmed', params: { title: row.title } },
            id,
          );
          return createPayment(tx, {
            serviceRequestId: id,
            userId,
            repairerId: row.repairerId,
            kind: 'service',
            amountPaise: row.quotePaise,
            description: `Payment for ${row.title}`,
          });
        },
        'There is no completion code to confirm',
      );
      return { message: JOB_MESSAGES.serviceConfirmed, paymentId: payment.id };
    },

    /** PUT status pending_payment: the payment the completion code created (DESIGN.md section 10). */
    async pendingPayment(userId: string, id: string) {
      const request = await owned(userId, id);
      const payment =
        request.status === 'pending_payment'
          ? await findRequestPayment(db, id, 'service')
          : undefined;
      if (!payment) {
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          `This request is ${request.status} and has no payment to continue.`,
        );
      }
      return { paymentId: payment.id };
    },
  };
}

export type CustomerSteps = ReturnType<typeof createCustomerSteps>;
