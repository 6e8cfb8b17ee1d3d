import type { TAssignedJob, TNearbyJob } from '@gharseva/domain';
import type { ServiceRequestRow } from '../requests/requests.repo.ts';

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

export type { TAssignedJob };
