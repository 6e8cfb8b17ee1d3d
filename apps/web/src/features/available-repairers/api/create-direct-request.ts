import type {
  TCreateServiceRequestResponse,
  TimeSlot,
  TServiceRequest,
  Urgency,
} from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

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
export interface DirectRequestSubmission {
  body: DirectRequestBody;
  idempotencyKey: string;
}

export const createDirectRequestMutationKey = ['create-direct-request'] as const;

/** POST /api/service-requests (201); a repeat of the key answers the first request. */
export const createDirectRequest = ({
  body,
  idempotencyKey,
}: DirectRequestSubmission): Promise<DirectRequestResponse> =>
  api.post<TCreateServiceRequestResponse>('/api/service-requests', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateDirectRequest(
  config: MutationConfig<DirectRequestResponse, DirectRequestSubmission> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationKey: createDirectRequestMutationKey,
    mutationFn: createDirectRequest,
    onSuccess: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
