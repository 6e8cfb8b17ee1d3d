import { PAID_STATUSES, type PaymentStatus, type RequestStatus } from '../status.ts';

/** Messages of the admin dashboard (SPEC.md section 8, "Admin"), verbatim. */
export const ADMIN_MESSAGES = {
  completed: 'Service marked as complete successfully!',
  fetchFailed: 'Failed to fetch services',
} as const;

/** The statuses GET /admin/paid-services lists: paid by the customer, and then completed. */
export const PAID_SERVICE_STATUSES = PAID_STATUSES;

/**
 * One paid service request on the admin dashboard (SPEC.md section 2, "Admin"). Only the
 * contact fields the admin follows up with: no password hashes, no Aadhaar, no codes.
 */
export interface TPaidService {
  _id: string;
  id: string;
  title: string;
  serviceType: string;
  status: RequestStatus;
  description: string;
  location: { address: string; pincode: string };
  createdAt: string;
  /** The accepted quote, rupees. */
  estimatedPrice: number;
  repairer: { _id: string; fullname: string; phone: string; upiId: string } | null;
  customer: { fullname: string; phone: string };
  /** The service payment; amount in paise. */
  payment: { _id: string; amount: number; status: PaymentStatus; paidAt: string | null } | null;
}

export interface TPaidServicesResponse {
  success: true;
  services: TPaidService[];
}
