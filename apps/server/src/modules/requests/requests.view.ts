import {
  inStatusGroup,
  paiseToRupees,
  RESCHEDULE_STATUSES,
  type TRequestBasics,
  type TServiceRequest,
} from '@gharseva/domain';
import type { RequestWithPeople, ServiceRequestRow } from './requests.repo.ts';

/** What every view of a request shows (the customer's, the nearby list's): ZRequestBasics. */
export function toRequestBasics(r: ServiceRequestRow): TRequestBasics {
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
    targeted: r.targeted,
    quotation: r.quotationRupees,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The public shape of a request (SPEC.md section 3), money in rupees. */
export function toServiceRequest({
  request: r,
  customer,
  repairer,
  paymentId,
  pendingReschedule,
  lastRescheduleDeclined,
}: RequestWithPeople): TServiceRequest {
  // A proposal left unanswered when work started, or when the job went back to the board, is
  // moot: it is not shown.
  const pending =
    pendingReschedule && r.status !== 'requested' && inStatusGroup(RESCHEDULE_STATUSES, r.status)
      ? {
          date: pendingReschedule.date,
          time: pendingReschedule.time,
          createdAt: new Date(pendingReschedule.createdAt).toISOString(),
        }
      : null;
  return {
    ...toRequestBasics(r),
    contactInfo: r.contactInfo,
    location: {
      address: r.address,
      pincode: r.pincode,
      city: r.city,
      state: r.state,
      district: r.district,
      coordinates: [r.longitude, r.latitude],
      captureMethod: r.captureMethod,
      approximate: r.locationApproximate,
    },
    customer,
    repairer: repairer
      ? { _id: repairer.id, fullname: repairer.fullname, phone: repairer.phone }
      : null,
    estimatedPrice: r.quotePaise === null ? 0 : paiseToRupees(r.quotePaise),
    rating:
      r.ratingStars === null ? null : { stars: r.ratingStars, comment: r.ratingComment ?? '' },
    updatedAt: r.updatedAt.toISOString(),
    assignedAt: r.assignedAt ? r.assignedAt.toISOString() : null,
    paymentId: paymentId ?? null,
    pendingReschedule: pending,
    lastRescheduleDeclined: lastRescheduleDeclined === true,
  };
}
