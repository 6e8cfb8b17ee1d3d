import type {
  TRepairerProfileUpdateRequest,
  TRepairerProfileUpdateResponse,
} from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionStore } from '../../../lib/session/session-context';

/** PUT /api/repairer/profile {fullname, pincode, bio, experience, services, upiId}. */
export const updateProfile = (
  body: TRepairerProfileUpdateRequest,
): Promise<TRepairerProfileUpdateResponse> =>
  api.put<TRepairerProfileUpdateResponse>('/api/repairer/profile', body);

/** Saves the profile; the page and the header's name show the saved data at once. */
export function useUpdateProfile(
  config: MutationConfig<TRepairerProfileUpdateResponse, TRepairerProfileUpdateRequest> = {},
) {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (response, ...rest) => {
      if (response.data) {
        queryClient.setQueryData(queryKeys.repairerProfile, response.data);
        const { district: _d, state: _s, address: _a, ...repairer } = response.data;
        session.patchRepairer(repairer);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.repairerProfile });
      // A new pincode or radius changes which jobs are in range: the board is read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.repairerNearbyJobs });
      return config.onSuccess?.(response, ...rest);
    },
  });
}
