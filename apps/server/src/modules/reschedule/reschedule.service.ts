import {
  AppError,
  inStatusGroup,
  RESCHEDULE_MESSAGES as M,
  RESCHEDULE_STATUSES,
  slotProblem,
  type RescheduleDecision,
  type TimeSlot,
  type TRescheduleRequest,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordEvent } from '../events/index.ts';
import { notify } from '../notifications/index.ts';
import { jobChangedOnBoard } from '../realtime/index.ts';
import type { JobQueue } from '../../queue/queue.ts';
import {
  closePending,
  findPending,
  insertProposal,
  lockRequest,
  OUTCOME_OF,
  setVisit,
} from './reschedule.repo.ts';

type Slot = { date: string; time: TimeSlot };

/** The visit-slot rule at `now`, as the refusal a person reads. */
function checkSlot({ date, time }: Slot, now: Date): void {
  const problem = slotProblem(date, time, now);
  if (problem) {
    throw new AppError('VALIDATION_ERROR', problem === 'date' ? M.dateInvalid : M.slotOver);
  }
}

/** An event's data: the slot the visit had and the one it has (or would have). */
const moveData = (title: string, from: Slot, to: Slot) => ({
  title,
  fromDate: from.date,
  fromTime: from.time,
  toDate: to.date,
  toTime: to.time,
});

/**
 * Moving a visit (issue 24, DESIGN.md section 12): the customer proposes a new date and slot
 * until work starts; with no repairer holding the job it applies at once, otherwise the
 * assigned repairer accepts or declines it. Every change is a request event, both sides are
 * notified, and each step runs under the request's row lock.
 */
export function createRescheduleService(deps: AppDeps, { queue }: { queue: JobQueue }) {
  const { db } = deps.database;
  const now = () => deps.clock?.() ?? new Date();

  const tellRepairer = (
    tx: DbOrTx,
    repairerId: string,
    requestId: string,
    template: 'rescheduleProposed' | 'rescheduleWithdrawn' | 'visitMoved',
    params: Record<string, string>,
  ) =>
    notify(
      tx,
      queue,
      { role: 'repairer', id: repairerId },
      'system_update',
      { template, params },
      requestId,
    );

  return {
    /** The customer's new date: applied at once (requested) or sent to the repairer. */
    async propose(userId: string, id: string, to: TRescheduleRequest) {
      const at = now();
      checkSlot(to, at);
      return db.transaction(async (tx) => {
        const request = await lockRequest(tx, id, { userId });
        if (!request) throw new AppError('NOT_FOUND', 'This service request was not found.');
        if (!inStatusGroup(RESCHEDULE_STATUSES, request.status)) {
          throw new AppError('INVALID_STATUS_TRANSITION', M.notAllowed);
        }
        // A job back on the board (returned by an admin) has no one to answer a waiting date.
        if (request.status === 'requested') await closePending(tx, id, 'withdrawn', at);
        else if (await findPending(tx, id)) throw new AppError('RESCHEDULE_PENDING');
        const from = { date: request.preferredDate, time: request.preferredTime };
        if (from.date === to.date && from.time === to.time) {
          throw new AppError('VALIDATION_ERROR', M.sameSlot);
        }
        const event = {
          actorRole: 'user',
          actorId: userId,
          userId,
          repairerId: request.repairerId,
          serviceRequestId: id,
          data: moveData(request.title, from, to),
        };
        const params = { title: request.title, date: to.date, slot: to.time };
        // No one has taken the job: nobody to ask. The board shows the new date at once, and a
        // repairer the request was sent to hears of it.
        if (request.status === 'requested') {
          await setVisit(tx, id, to.date, to.time);
          await recordEvent(tx, { ...event, kind: 'rescheduled' });
          await jobChangedOnBoard(tx, id);
          if (request.repairerId) {
            await tellRepairer(tx, request.repairerId, id, 'visitMoved', params);
          }
          return { message: M.applied };
        }
        await insertProposal(tx, {
          serviceRequestId: id,
          fromDate: from.date,
          fromTime: from.time,
          toDate: to.date,
          toTime: to.time,
        });
        await recordEvent(tx, { ...event, kind: 'reschedule_proposed' });
        await tellRepairer(tx, request.repairerId!, id, 'rescheduleProposed', params);
        return { message: M.proposed };
      });
    },

    /** The customer takes back a proposal the repairer has not answered. */
    async withdraw(userId: string, id: string) {
      await db.transaction(async (tx) => {
        const request = await lockRequest(tx, id, { userId });
        if (!request) throw new AppError('NOT_FOUND', 'This service request was not found.');
        const closed = await closePending(tx, id, 'withdrawn', now());
        if (!closed) throw new AppError('RESCHEDULE_NOT_PENDING');
        await recordEvent(tx, {
          kind: 'reschedule_withdrawn',
          actorRole: 'user',
          actorId: userId,
          userId,
          repairerId: request.repairerId,
          serviceRequestId: id,
          data: moveData(
            request.title,
            { date: closed.fromDate, time: closed.fromTime },
            { date: closed.toDate, time: closed.toTime },
          ),
        });
        if (request.repairerId) {
          await tellRepairer(tx, request.repairerId, id, 'rescheduleWithdrawn', {
            title: request.title,
          });
        }
      });
      return { message: M.withdrawn };
    },

    /**
     * The assigned repairer's answer, decided once: the request's row lock and the proposal's
     * conditional update make a second answer find nothing pending (RESCHEDULE_NOT_PENDING).
     * Another repairer's job, or one still waiting on the board, is JOB_NOT_FOUND.
     */
    async decide(repairerId: string, id: string, decision: RescheduleDecision) {
      const at = now();
      await db.transaction(async (tx) => {
        const request = await lockRequest(tx, id, { repairerId });
        if (!request || request.status === 'requested') throw new AppError('JOB_NOT_FOUND');
        // Work has started or the job ended: the proposal is moot and stays as it is.
        if (!inStatusGroup(RESCHEDULE_STATUSES, request.status)) {
          throw new AppError('INVALID_STATUS_TRANSITION', M.notAllowed);
        }
        const closed = await closePending(tx, id, OUTCOME_OF[decision], at);
        if (!closed) throw new AppError('RESCHEDULE_NOT_PENDING');
        const from = { date: request.preferredDate, time: request.preferredTime };
        const to = { date: closed.toDate, time: closed.toTime };
        if (decision === 'accept') {
          // The new slot passed while it waited: the visit cannot be moved there (rolled back).
          checkSlot(to, at);
          await setVisit(tx, id, to.date, to.time);
        }
        await recordEvent(tx, {
          kind: decision === 'accept' ? 'reschedule_accepted' : 'reschedule_declined',
          actorRole: 'repairer',
          actorId: repairerId,
          userId: request.userId,
          repairerId,
          serviceRequestId: id,
          data: moveData(request.title, from, to),
        });
        await notify(
          tx,
          queue,
          { role: 'user', id: request.userId },
          'system_update',
          {
            template: decision === 'accept' ? 'rescheduleAccepted' : 'rescheduleDeclined',
            params: { title: request.title, date: to.date, slot: to.time },
          },
          id,
        );
      });
      return { message: decision === 'accept' ? M.accepted : M.declined };
    },
  };
}

export type RescheduleService = ReturnType<typeof createRescheduleService>;
