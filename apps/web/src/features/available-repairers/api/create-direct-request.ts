import type { TimeSlot, TServiceRequest, Urgency } from '@gharseva/domain';
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

/** The Available Repairers page's request (SPEC.md section 7): one repairer, or null to save it open. */
export interface DirectRequestBody {
  repairerId: string | null;
  title: string;
  serviceType: string;
  category?: string;
  description: string;
  locationData: DirectRequestLocation;
  preferredTimeSlot: TimeSlot;
  urgency: Urgency;
}

export interface DirectRequestResponse {
  success: boolean;
  message?: string;
  data?: TServiceRequest;
}

/** POST /api/service-requests (201); also the automatic save when no repairer is found. */
export const createDirectRequest = (body: DirectRequestBody): Promise<DirectRequestResponse> =>
  api.post<DirectRequestResponse>('/api/service-requests', body);

export function useCreateDirectRequest(
  config: MutationConfig<DirectRequestResponse, DirectRequestBody> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createDirectRequest,
    onSuccess: (...args) => {
      void invalidateUserRequests(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
