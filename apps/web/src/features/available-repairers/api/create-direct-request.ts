import type { TimeSlot, TServiceRequest, Urgency } from '@gharseva/domain';
import {
  postServiceRequest,
  useServiceRequestMutation,
  type ServiceRequestSubmission,
} from '../../../lib/create-service-request';
import type { MutationConfig } from '../../../lib/query-client';

export interface DirectRequestLocation {
  fullAddress: string;
  pincode: string;
  city: string;
  state: string;
  coordinates: [number, number] | null;
  captureMethod: 'gps' | 'manual';
}

/**
 * The Available Repairers page's request (SPEC.md section 7, decision 033): to one repairer, or
 * open (repairerId null) when none was found; with the street address, slot and contact the
 * wizard asks for too.
 */
export interface DirectRequestBody {
  repairerId: string | null;
  title: string;
  serviceType: string;
  category?: string;
  /** The catalogue issue, when known (a booking made again keeps its issue). */
  issue?: string;
  description: string;
  locationData: DirectRequestLocation;
  preferredDate: string;
  preferredTimeSlot: { date: string; time: TimeSlot };
  contactInfo: string;
  urgency: Urgency;
}

/** What the screens read (they also guard against `success: false`); the answer, TCreateServiceRequestResponse, fits it. */
export interface DirectRequestResponse {
  success: boolean;
  message?: string;
  data?: TServiceRequest;
}

/** The request and the opened form's Idempotency-Key (one per opening of the form). */
export type DirectRequestSubmission = ServiceRequestSubmission<DirectRequestBody>;

export const createDirectRequestMutationKey = ['create-direct-request'] as const;

/** POST /api/service-requests (201); a repeat of the key answers the first request. */
export const createDirectRequest = (submission: DirectRequestSubmission) =>
  postServiceRequest<DirectRequestBody>(submission);

export const useCreateDirectRequest = (
  config: MutationConfig<DirectRequestResponse, DirectRequestSubmission> = {},
) => useServiceRequestMutation(createDirectRequestMutationKey, createDirectRequest, config);
