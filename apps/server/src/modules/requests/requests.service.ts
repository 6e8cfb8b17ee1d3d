import {
  IN_PROGRESS_STATUSES,
  PAID_STATUSES,
  REQUEST_MESSAGES,
  AppError,
  findIssue,
  findSubCategory,
  repairerMayWork,
  requestedDate,
  requestedSlot,
  type RequestStatus,
  type TDirectRequest,
  type TWizardRequest,
} from '@gharseva/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { latestUserEvents, toUserActivity, withRequestParts } from '../activity/index.ts';
import { closeConversation } from '../conversations/index.ts';
import { notify, type NewJobAlerts } from '../notifications/index.ts';
import { repairers, serviceRequests } from '../../db/schema/index.ts';
import { recordEvent } from '../events/index.ts';
import { placeLocation } from '../geo/index.ts';
import { jobLeftBoard } from '../realtime/index.ts';
import { latestWasDeclined } from '../reschedule/index.ts';
import {
  countUserRequestsByStatus,
  findUserRequest,
  insertRequest,
  listUserRequests,
} from './requests.repo.ts';
import { toServiceRequest } from './requests.view.ts';
import { tryTransition } from '../request-status/index.ts';
import { claimKey, deleteExpiredKeys, findKeyedRequestId } from './idempotency.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';

/** Thrown inside the creating transaction when another call holds its Idempotency-Key. */
class KeyTaken extends Error {}

/** Why a cancel is refused (the web app shows its own translation of it). */
export const CANCEL_REFUSED = 'A request can be cancelled only until you accept or reject a quote.';

/** The customer's side of service requests: create, list, read, cancel, counts. */
export function createRequestsService(
  deps: AppDeps,
  { log, alerts, queue }: { log: FastifyBaseLogger; alerts: NewJobAlerts; queue: JobQueue },
) {
  const { db } = deps.database;
  const now = deps.clock ?? (() => new Date());

  /** The visit's date; the route's schema has checked it against the same clock. */
  function visitDate(input: Parameters<typeof requestedDate>[0]): string {
    const date = requestedDate(input, now());
    if (!date) throw new AppError('VALIDATION_ERROR', REQUEST_MESSAGES.preferredDate);
    return date;
  }

  /**
   * Creates the request, once per Idempotency-Key of the account: a live key answers the request
   * its first call created; a call that loses the race for the key rolls back and answers the
   * winner's request.
   */
  async function create(
    userId: string,
    values: Parameters<typeof insertRequest>[1],
    idempotencyKey: string | undefined,
  ) {
    if (idempotencyKey) {
      const earlier = await findKeyedRequestId(db, userId, idempotencyKey);
      if (earlier) return toServiceRequest((await findUserRequest(db, userId, earlier))!);
    }
    let created;
    try {
      created = await db.transaction(async (tx) => {
        const row = await insertRequest(tx, values);
        if (
          idempotencyKey &&
          !(await claimKey(tx, { userId, key: idempotencyKey, serviceRequestId: row.id }))
        ) {
          throw new KeyTaken();
        }
        await recordEvent(tx, {
          kind: 'request_created',
          actorRole: 'user',
          actorId: userId,
          userId,
          repairerId: row.targeted ? row.repairerId : null,
          serviceRequestId: row.id,
          toStatus: 'requested',
          data: { title: row.title },
        });
        await alerts.queue(tx, row.id);
        return row;
      });
    } catch (error) {
      if (!(error instanceof KeyTaken) || !idempotencyKey) throw error;
      const winner = await findKeyedRequestId(db, userId, idempotencyKey);
      if (!winner) throw error;
      return toServiceRequest((await findUserRequest(db, userId, winner))!);
    }
    if (idempotencyKey) {
      await deleteExpiredKeys(db).catch((error: unknown) =>
        log.warn({ err: error }, 'expired idempotency keys were not removed'),
      );
    }
    return toServiceRequest((await findUserRequest(db, userId, created.id))!);
  }

  return {
    async createFromWizard(userId: string, input: TWizardRequest, idempotencyKey?: string) {
      // The schema has checked both exist; store the catalogue's own spelling.
      const category = findSubCategory(input.serviceType, input.category)?.name ?? input.category;
      const issue = findIssue(input.serviceType, input.category, input.issue)?.issue ?? input.issue;
      return create(
        userId,
        {
          userId,
          title: input.title || `${issue} - ${category}`,
          serviceType: input.serviceType,
          category,
          issue,
          description: input.description,
          urgency: input.urgency,
          preferredDate: visitDate(input),
          preferredTime: requestedSlot(input),
          contactInfo: input.contactInfo,
          quotationRupees: input.quotation == null ? null : Math.round(input.quotation),
          ...placeLocation(input.locationData),
        },
        idempotencyKey,
      );
    },

    async createDirect(userId: string, input: TDirectRequest, idempotencyKey?: string) {
      if (input.repairerId) {
        const [found] = await db
          .select({ id: repairers.id, verificationStatus: repairers.verificationStatus })
          .from(repairers)
          .where(eq(repairers.id, input.repairerId))
          .limit(1);
        // One the platform has not verified is not in the search, so not to be found here either.
        if (
          !found ||
          !repairerMayWork(deps.config.REPAIRER_VERIFICATION, found.verificationStatus)
        ) {
          throw new AppError('NOT_FOUND', 'This repairer is no longer available.');
        }
      }
      return create(
        userId,
        {
          userId,
          repairerId: input.repairerId,
          targeted: input.repairerId !== null,
          title: input.title || `${input.serviceType} service`,
          serviceType: input.serviceType,
          category: input.category || null,
          issue: input.issue || null,
          description: input.description,
          urgency: input.urgency,
          preferredDate: visitDate(input),
          preferredTime: requestedSlot(input),
          contactInfo: input.contactInfo,
          ...placeLocation(input.locationData),
        },
        idempotencyKey,
      );
    },

    async get(userId: string, id: string) {
      const found = await findUserRequest(db, userId, id);
      if (!found) throw new AppError('NOT_FOUND', 'This service request was not found.');
      return toServiceRequest(found);
    },

    async list(userId: string, statuses?: readonly RequestStatus[]) {
      return (await listUserRequests(db, userId, statuses)).map(toServiceRequest);
    },

    /**
     * The customer withdraws, free of charge, in the statuses TRANSITIONS.cancel allows
     * (requested, pending_quote, quoted: until they answer a quote; DESIGN.md section 12).
     * The repairer holding or sent the job is notified, its chat closes and it leaves his
     * jobs; no payment is created. Any other status is refused and nothing is written.
     */
    async cancel(userId: string, id: string) {
      const outcome = await db.transaction(async (tx) => {
        // Locked, so the status judged is the one moved from: an accept or a quote answered
        // at the same moment waits for this and is then judged on 'cancelled'.
        const [locked] = await tx
          .select({ status: serviceRequests.status })
          .from(serviceRequests)
          .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)))
          .for('update');
        if (!locked) return 'missing' as const;
        const from = locked.status;
        const actor = { role: 'user' as const, id: userId };
        // After the quote is accepted, free only when the repairer declined the customer's
        // latest new date (issue 24, the table's cancel_after_declined_reschedule).
        const row =
          (await tryTransition(tx, id, 'cancel', actor, { from })) ??
          ((await latestWasDeclined(tx, id))
            ? await tryTransition(tx, id, 'cancel_after_declined_reschedule', actor, { from })
            : undefined);
        if (!row) return 'refused' as const;
        await jobLeftBoard(tx, id, 'cancelled');
        await closeConversation(tx, id);
        if (row.repairerId) {
          await notify(
            tx,
            queue,
            { role: 'repairer', id: row.repairerId },
            'job_cancelled',
            { template: 'jobCancelled', params: { title: row.title } },
            id,
          );
        }
        return 'cancelled' as const;
      });
      if (outcome === 'missing') {
        throw new AppError('NOT_FOUND', 'This service request was not found.');
      }
      if (outcome === 'refused') throw new AppError('INVALID_STATUS_TRANSITION', CANCEL_REFUSED);
      return this.get(userId, id);
    },

    async stats(userId: string) {
      const counts = await countUserRequestsByStatus(db, userId);
      const sum = (statuses: readonly RequestStatus[]) =>
        statuses.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
      return {
        totalServices: [...counts.values()].reduce((a, b) => a + b, 0),
        completedServices: sum(PAID_STATUSES),
        inProgressServices: sum(IN_PROGRESS_STATUSES),
      };
    },

    /** The customer's ten latest request events, as their dashboard's activity feed. */
    async recentActivity(userId: string) {
      const events = await withRequestParts(db, await latestUserEvents(db, userId));
      return events
        .map(toUserActivity)
        .filter((a) => a !== null)
        .slice(0, 10);
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
