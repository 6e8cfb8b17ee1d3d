import {
  AppError,
  VERIFICATION_DECISIONS,
  VERIFICATION_MESSAGES,
  verificationAfter,
  type NotificationTemplate,
  type RepairerVerificationStatus,
  type TextParams,
  type TRepairerForVerification,
  type VerificationDecision,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { recordAdminAction } from '../audit/index.ts';
import { closeConversation } from '../conversations/index.ts';
import { notify, tell } from '../notifications/index.ts';
import { tryTransition } from '../request-status/index.ts';
import {
  decideVerification,
  listByStatus,
  lockVerification,
  openJobsOf,
} from './verification.repo.ts';
import { toRepairerForVerification } from './verification.view.ts';

/** What the repairer is told of each decision, in the app and by SMS. */
const TOLD = {
  verify: 'verificationApproved',
  reject: 'verificationRejected',
  suspend: 'verificationSuspended',
  reinstate: 'verificationReinstated',
} as const satisfies Record<VerificationDecision, NotificationTemplate>;

/** The admin's check of repairers (DESIGN.md section 12): the queue and the decisions. */
export function createVerificationService({ database }: AppDeps, { queue }: { queue: JobQueue }) {
  const { db } = database;

  /** Why a decision does not apply: an unknown repairer, or one in another status. */
  function refusal(
    current: RepairerVerificationStatus | undefined,
    decision: VerificationDecision,
  ) {
    if (!current) return new AppError('NOT_FOUND', 'This repairer was not found.');
    return new AppError(
      'INVALID_STATUS_TRANSITION',
      `A ${current} repairer cannot be given the decision "${decision}".`,
    );
  }

  /**
   * The suspended repairer's open jobs go back to the board, unassigned, each with its event,
   * its chat closed and its customer told; returns how many went.
   */
  async function returnJobs(tx: DbOrTx, adminId: string, repairerId: string) {
    let returned = 0;
    for (const { id } of await openJobsOf(tx, repairerId)) {
      const row = await tryTransition(
        tx,
        id,
        'return_to_board',
        { role: 'admin', id: adminId },
        { event: { reason: 'repairer_suspended' } },
      );
      if (!row) continue;
      returned += 1;
      await closeConversation(tx, id);
      await notify(
        tx,
        queue,
        { role: 'user', id: row.userId },
        'system_update',
        { template: 'jobReturnedToBoard', params: { title: row.title } },
        id,
      );
    }
    return returned;
  }

  return {
    async list(status: RepairerVerificationStatus): Promise<TRepairerForVerification[]> {
      return (await listByStatus(db, status)).map(toRepairerForVerification);
    },

    /**
     * Records an admin's decision in one transaction: the status (a conditional update, so of
     * two racing identical decisions one wins and the other is refused), the audit row, the
     * repairer's notification and queued SMS and, on suspension, his open jobs returned.
     */
    async decide(
      adminId: string,
      repairerId: string,
      input: { decision: VerificationDecision; reason: string | null },
    ) {
      const { decision } = input;
      const reason = decision === 'verify' ? null : input.reason;
      return db.transaction(async (tx) => {
        const current = await lockVerification(tx, repairerId);
        if (!current || verificationAfter(current, decision) === null) {
          throw refusal(current, decision);
        }
        const rule = VERIFICATION_DECISIONS[decision];
        const row = await decideVerification(tx, repairerId, {
          from: rule.from,
          to: rule.to,
          reason,
          at: new Date(),
        });
        if (!row) throw refusal(await lockVerification(tx, repairerId), decision);
        const jobsReturnedToBoard =
          decision === 'suspend' ? await returnJobs(tx, adminId, repairerId) : 0;
        await recordAdminAction(tx, {
          adminId,
          action: `repairer.${decision}`,
          targetType: 'repairer',
          targetId: repairerId,
          reason: input.reason,
          details: { from: current, to: rule.to, jobsReturnedToBoard },
        });
        const params: TextParams = row.verificationReason ? { reason: row.verificationReason } : {};
        await tell(
          tx,
          queue,
          { role: 'repairer', id: repairerId },
          'system_update',
          { template: TOLD[decision], params },
          { sms: 'accountUpdate' },
        );
        return {
          message: VERIFICATION_MESSAGES.decided,
          data: { ...toRepairerForVerification(row), jobsReturnedToBoard },
        };
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
