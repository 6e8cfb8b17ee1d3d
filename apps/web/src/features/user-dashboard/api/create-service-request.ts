import type { TCreateServiceRequestResponse, TimeSlot, Urgency } from '@gharseva/domain';
import {
  postServiceRequest,
  useServiceRequestMutation,
  type ServiceRequestSubmission,
} from '../../../lib/create-service-request';
import type { MutationConfig } from '../../../lib/query-client';

/** The wizard's payload (SPEC.md section 7; DESIGN.md section 9 pins the field shapes). */
export interface WizardRequestBody {
  title: string;
  serviceType: string;
  category: string;
  issue: string;
  description: string;
  /** YYYY-MM-DD in India: today up to 14 days ahead (issue 24). */
  preferredDate: string;
  preferredTime: TimeSlot;
  preferredTimeSlot: { date: string; time: TimeSlot };
  contactInfo: string;
  locationData: {
    fullAddress: string;
    pincode: string;
    city: string;
    state: string;
    /** [longitude, latitude]. */
    coordinates: [number, number] | null;
    captureMethod: 'gps' | 'manual';
  };
  /** The AI estimate in rupees, when one was asked for. */
  quotation: number | null;
  urgency: Urgency;
}

export type CreateServiceRequestResponse = TCreateServiceRequestResponse;

export const createServiceRequestMutationKey = ['create-service-request'] as const;

/** The wizard's payload and the opened form's Idempotency-Key (one per opening). */
export type WizardSubmission = ServiceRequestSubmission<WizardRequestBody>;

/** POST /api/service-requests (201) from the Request Service wizard; a repeat of the key answers the first. */
export const createServiceRequest = (submission: WizardSubmission) =>
  postServiceRequest<WizardRequestBody>(submission);

/** Creates the request, then refreshes the dashboard figures, the activity and the lists. */
export const useCreateServiceRequest = (
  config: MutationConfig<CreateServiceRequestResponse, WizardSubmission> = {},
) => useServiceRequestMutation(createServiceRequestMutationKey, createServiceRequest, config);
