import { ADMIN_MESSAGES, AppError, type TPaidService } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { recordAdminAction } from '../audit/index.ts';
import { closeConversation } from '../conversations/index.ts';
import { notify } from '../notifications/index.ts';
import { tryTransition } from '../request-status/index.ts';
import { completeServicePayment, findRequestStatus, listPaidServices } from './admin.repo.ts';
import { toPaidService } from './admin.view.ts';
import type { JobQueue } from '../../queue/queue.ts';

/** The admin's follow-up of paid services (SPEC.md section 2, "Admin"). */
export function createAdminService({ database }: AppDeps, { queue }: { queue: JobQueue }) {
  const { db } = database;

  /** Why a request could not be completed: unknown, or not (or no longer) customer_paid. */
  async function refusal(id: string): Promise<AppError> {
    const status = await findRequestStatus(db, id);
    if (!status) return new AppError('NOT_FOUND', 'This service request was not found.');
    return new AppError(
      'INVALID_STATUS_TRANSITION',
      status === 'completed'
        ? 'This service has already been marked complete.'
        : `Only a service the customer has paid for can be marked complete (the request is ${status}).`,
    );
  }

  return {
    async listPaid(): Promise<TPaidService[]> {
      return (await listPaidServices(db)).map(toPaidService);
    },

    /**
     * customer_paid -> completed (the table's mark_complete) with, in the same transaction,
     * the service payment paid_by_customer -> completed, the chat closed, the event and the
     * customer's notification. A conditional update: a second or racing call changes nothing.
     */
    async complete(adminId: string, id: string): Promise<{ message: string }> {
      const done = await db.transaction(async (tx) => {
        let amountPaise = 0;
        const row = await tryTransition(
          tx,
          id,
          'mark_complete',
          { role: 'admin', id: adminId },
          {
            event: async () => {
              const payment = await completeServicePayment(tx, id);
              if (!payment) {
                // A paid request without a received payment is inconsistent: refuse, changing nothing.
                throw new AppError(
                  'INVALID_STATUS_TRANSITION',
                  'The payment for this service has not been received.',
                );
              }
              amountPaise = payment.amountPaise;
              return { amountPaise };
            },
          },
        );
        if (!row) return false;
        await recordAdminAction(tx, {
          adminId,
          action: 'service_request.complete',
          targetType: 'service_request',
          targetId: id,
          reason: null,
          details: { amountPaise },
        });
        await closeConversation(tx, id);
        await notify(
          tx,
          queue,
          { role: 'user', id: row.userId },
          'system_update',
          { template: 'serviceCompleted', params: { title: row.title } },
          id,
        );
        return true;
      });
      if (!done) throw await refusal(id);
      return { message: ADMIN_MESSAGES.completed };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
