import { AppError, JOB_MESSAGES, REJECTION_FEE_PAISE, type RequestStatus } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { checkCompletionCode, consumeCompletionCode } from '../completion/completion-code.ts';
import { closeConversation } from '../conversations/conversations.repo.ts';
import { recordEvent } from '../events/events.repo.ts';
import { notify } from '../notifications/notify.ts';
import { createPayment, findRequestPayment } from '../payments/payments.repo.ts';
import { findUserRequest, transitionRequest, type ServiceRequestRow } from './requests.repo.ts';

/**
 * The customer's answers once a repairer holds the job: accept or reject the
 * quote, confirm completion with the code (DESIGN.md section 3).
 */
export function createCustomerSteps({ database, secrets }: AppDeps) {
  const { db } = database;

  async function owned(userId: string, id: string) {
    const found = await findUserRequest(db, userId, id);
    if (!found) throw new AppError('NOT_FOUND', 'This service request was not found.');
    return found.request;
  }

  /** Moves the user's request and records it; the reason when it cannot move. */
  async function move<T>(
    userId: string,
    id: string,
    from: readonly RequestStatus[],
    to: RequestStatus,
    after: (tx: DbOrTx, row: ServiceRequestRow) => Promise<T>,
    refusal: string,
  ): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const row = await transitionRequest(tx, { id, userId, from, to });
      if (!row) return { moved: false as const };
      await recordEvent(tx, {
        kind: 'status_changed',
        actorRole: 'user',
        actorId: userId,
        userId,
        repairerId: row.repairerId,
        serviceRequestId: id,
        fromStatus: from.length === 1 ? from[0] : null,
        toStatus: to,
        data: { title: row.title, amountPaise: row.quotePaise },
      });
      return { moved: true as const, value: await after(tx, row) };
    });
    if (!result.moved) {
      const current = await owned(userId, id);
      throw new AppError(
        'INVALID_STATUS_TRANSITION',
        `${refusal} (the request is ${current.status}).`,
      );
    }
    return result.value;
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
        ['quoted'],
        'accepted',
        (tx, row) =>
          notify(
            tx,
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
        ['quoted'],
        'rejected',
        async (tx, row) => {
          await closeConversation(tx, id);
          await notify(
            tx,
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
      const checked = await checkCompletionCode(db, secrets.otpPepper, id, otp);
      const payment = await move(
        userId,
        id,
        ['pending_otp'],
        'pending_payment',
        async (tx, row) => {
          if (!(await consumeCompletionCode(tx, id, checked))) throw new AppError('OTP_EXPIRED');
          if (!row.quotePaise || !row.repairerId) throw new AppError('MISSING_REQUIRED_FIELDS');
          await notify(
            tx,
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
