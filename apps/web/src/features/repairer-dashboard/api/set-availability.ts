import type { TAvailabilityResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionStore } from '../../../lib/session/session-context';

/** PUT /api/repairer/availability {isOnline}: stored on the server, so it survives a reload. */
export const setAvailability = (isOnline: boolean): Promise<TAvailabilityResponse> =>
  api.put<TAvailabilityResponse>('/api/repairer/availability', { isOnline });

/**
 * Switches online or offline and keeps the session's `isOnline` in step. Going
 * offline clears the nearby list (SPEC.md section 4).
 */
export function useSetAvailability(config: MutationConfig<TAvailabilityResponse, boolean> = {}) {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    ...config,
    mutationFn: setAvailability,
    onSuccess: (response, ...rest) => {
      session.patchRepairer({ isOnline: response.isOnline });
      if (!response.isOnline) queryClient.removeQueries({ queryKey: queryKeys.repairerNearbyJobs });
      return config.onSuccess?.(response, ...rest);
    },
  });
}
