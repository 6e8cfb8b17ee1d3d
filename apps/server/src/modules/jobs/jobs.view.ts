import {
  CUSTOMER_DETAILS_STATUSES,
  type RequestStatus,
  type TAssignedJob,
  type TNearbyJob,
} from '@gharseva/domain';
import type { RequestWithPeople, ServiceRequestRow } from '../requests/requests.repo.ts';
import { toServiceRequest } from '../requests/requests.view.ts';

/** A waiting job as the repairer's nearby list shows it: the area, not the street or the phone. */
export function toNearbyJob(r: ServiceRequestRow, distanceKm: number): TNearbyJob {
  return {
    _id: r.id,
    id: r.id,
    title: r.title,
    serviceType: r.serviceType,
    category: r.category,
    issue: r.issue,
    description: r.description,
    status: r.status,
    urgency: r.urgency,
    preferredDate: r.preferredDate,
    preferredTime: r.preferredTime,
    preferredTimeSlot: { date: r.preferredDate, time: r.preferredTime },
    location: { pincode: r.pincode, city: r.city, district: r.district, state: r.state },
    distanceKm: Math.round(distanceKm * 10) / 10,
    targeted: r.targeted,
    quotation: r.quotationRupees,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * A job as its repairer sees it: the customer's street address, map point, phone, email and
 * contact only while the job is his to do (decision 033).
 */
export function toAssignedJob(job: RequestWithPeople, conversationId: string | null): TAssignedJob {
  const view = toServiceRequest(job);
  const shown = (CUSTOMER_DETAILS_STATUSES as readonly RequestStatus[]).includes(view.status);
  if (shown) return { ...view, conversationId, customerDetailsHidden: false };
  return {
    ...view,
    contactInfo: null,
    location: { ...view.location, address: '', coordinates: null },
    customer: { fullname: view.customer.fullname, email: null, phone: '' },
    conversationId,
    customerDetailsHidden: true,
  };
}

export type { TAssignedJob };
