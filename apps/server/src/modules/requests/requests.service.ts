import {
  AppError,
  REQUEST_MESSAGES,
  findIssue,
  findSubCategory,
  requestedSlot,
  todayInIndia,
  type RequestStatus,
  type TDirectRequest,
  type TLocationData,
  type TWizardRequest,
} from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { alertRepairersOfNewJob } from '../notifications/new-job-alerts.ts';
import { notify } from '../notifications/notify.ts';
import { repairers } from '../../db/schema/index.ts';
import { recordEvent } from '../events/events.repo.ts';
import { locatePincode } from '../geo/pincodes.ts';
import { jobLeftBoard } from '../jobs/board.ts';
import {
  countUserRequestsByStatus,
  findUserRequest,
  insertRequest,
  listUserRequests,
  transitionRequest,
} from './requests.repo.ts';
import { toServiceRequest } from './requests.view.ts';

/** Requests shown on the customer's In Progress page (DESIGN.md section 10, "Ways back"). */
export const IN_PROGRESS_STATUSES = [
  'requested',
  'pending_quote',
  'quoted',
  'accepted',
  'in_progress',
  'pending_otp',
  'pending_payment',
  'rejected',
] as const satisfies readonly RequestStatus[];
export const COMPLETED_STATUSES = [
  'customer_paid',
  'completed',
  'closed_rejected',
] as const satisfies readonly RequestStatus[];

/** Places a request: a GPS fix as given, else the pincode's point (then approximate). */
function placeRequest(location: TLocationData) {
  const place = locatePincode(location.pincode);
  if (!place) throw new AppError('VALIDATION_ERROR', REQUEST_MESSAGES.pincode);
  const gps =
    location.captureMethod === 'gps' && location.coordinates ? location.coordinates : null;
  return {
    address: location.fullAddress,
    pincode: location.pincode,
    city: location.city || place.district,
    state: location.state || place.state,
    district: place.district,
    longitude: gps ? gps[0] : place.longitude,
    latitude: gps ? gps[1] : place.latitude,
    captureMethod: location.captureMethod,
    locationApproximate: gps === null,
  };
}

/** The customer's side of service requests: create, list, read, cancel, counts. */
export function createRequestsService(deps: AppDeps, log: FastifyBaseLogger) {
  const { db } = deps.database;

  async function create(userId: string, values: Parameters<typeof insertRequest>[1]) {
    const created = await db.transaction(async (tx) => {
      const row = await insertRequest(tx, values);
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
      return row;
    });
    await alertRepairersOfNewJob(deps, created, log);
    return toServiceRequest((await findUserRequest(db, userId, created.id))!);
  }

  return {
    async createFromWizard(userId: string, input: TWizardRequest) {
      // The schema has checked both exist; store the catalogue's own spelling.
      const category = findSubCategory(input.serviceType, input.category)?.name ?? input.category;
      const issue = findIssue(input.serviceType, input.category, input.issue)?.issue ?? input.issue;
      return create(userId, {
        userId,
        title: input.title || `${issue} - ${category}`,
        serviceType: input.serviceType,
        category,
        issue,
        description: input.description,
        urgency: input.urgency,
        preferredDate: todayInIndia(),
        preferredTime: requestedSlot(input),
        contactInfo: input.contactInfo,
        quotationRupees: input.quotation == null ? null : Math.round(input.quotation),
        ...placeRequest(input.locationData),
      });
    },

    async createDirect(userId: string, input: TDirectRequest) {
      if (input.repairerId) {
        const [found] = await db
          .select({ id: repairers.id })
          .from(repairers)
          .where(eq(repairers.id, input.repairerId))
          .limit(1);
        if (!found) throw new AppError('NOT_FOUND', 'This repairer is no longer available.');
      }
      return create(userId, {
        userId,
        repairerId: input.repairerId,
        targeted: input.repairerId !== null,
        title: input.title || `${input.serviceType} service`,
        serviceType: input.serviceType,
        category: input.category || null,
        issue: input.issue || null,
        description: input.description,
        urgency: input.urgency,
        preferredDate: todayInIndia(),
        preferredTime: requestedSlot(input),
        contactInfo: input.contactInfo ?? null,
        ...placeRequest(input.locationData),
      });
    },

    async get(userId: string, id: string) {
      const found = await findUserRequest(db, userId, id);
      if (!found) throw new AppError('NOT_FOUND', 'This service request was not found.');
      return toServiceRequest(found);
    },

    async list(userId: string, statuses?: readonly RequestStatus[]) {
      return (await listUserRequests(db, userId, statuses)).map(toServiceRequest);
    },

    /** Cancelling is allowed only while the request waits for a repairer. */
    async cancel(userId: string, id: string) {
      const updated = await db.transaction(async (tx) => {
        const row = await transitionRequest(tx, {
          id,
          userId,
          from: ['requested'],
          to: 'cancelled',
        });
        if (!row) return undefined;
        await jobLeftBoard(tx, id, 'cancelled');
        await recordEvent(tx, {
          kind: 'status_changed',
          actorRole: 'user',
          actorId: userId,
          userId,
          repairerId: row.targeted ? row.repairerId : null,
          serviceRequestId: id,
          fromStatus: 'requested',
          toStatus: 'cancelled',
          data: { title: row.title },
        });
        if (row.targeted && row.repairerId) {
          await notify(
            tx,
            { role: 'repairer', id: row.repairerId },
            'job_cancelled',
            { template: 'jobCancelled', params: { title: row.title } },
            id,
          );
        }
        return row;
      });
      if (!updated) {
        await this.get(userId, id);
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          'Only requests still waiting for a repairer can be cancelled.',
        );
      }
      return this.get(userId, id);
    },

    async stats(userId: string) {
      const counts = await countUserRequestsByStatus(db, userId);
      const sum = (statuses: readonly RequestStatus[]) =>
        statuses.reduce((n, s) => n + (counts.get(s) ?? 0), 0);
      return {
        totalServices: [...counts.values()].reduce((a, b) => a + b, 0),
        completedServices: sum(['customer_paid', 'completed']),
        inProgressServices: sum(IN_PROGRESS_STATUSES),
      };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
