import type { TCreateServiceRequestResponse, TimeSlot, Urgency } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { invalidateUserRequests } from '../../../lib/query-keys';

/** The wizard's payload (SPEC.md section 7; DESIGN.md section 9 pins the field shapes). */
export interface WizardRequestBody {
  title: string;
  serviceType: string;
  category: string;
  issue: string;
  description: string;
  /** YYYY-MM-DD, today in India. */
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
export interface WizardSubmission {
  body: WizardRequestBody;
  idempotencyKey: string;
}

/** POST /api/service-requests (201) from the Request Service wizard; a repeat of the key answers the first. */
export const createServiceRequest = ({
  body,
  idempotencyKey,
}: WizardSubmission): Promise<CreateServiceRequestResponse> =>
  api.post<CreateServiceRequestResponse>('/api/service-requests', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** Creates the request, then refreshes the dashboard figures, the activity and the lists. */
export function useCreateServiceRequest(
  config: MutationConfig<CreateServiceRequestResponse, WizardSubmission> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationKey: createServiceRequestMutationKey,
    mutationFn: createServiceRequest,
    onSuccess: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
