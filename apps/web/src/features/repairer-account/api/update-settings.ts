import type {
  TRepairerProfile,
  TRepairerSettingsRequest,
  TRepairerSettingsResponse,
} from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSessionStore } from '../../../lib/session/session-context';

/** PUT /api/repairer/settings {emailNotifications, smsNotifications, serviceRadius}. */
export const updateSettings = (
  body: TRepairerSettingsRequest,
): Promise<TRepairerSettingsResponse> =>
  api.put<TRepairerSettingsResponse>('/api/repairer/settings', body);

export function useUpdateSettings(
  config: MutationConfig<TRepairerSettingsResponse, TRepairerSettingsRequest> = {},
) {
  const queryClient = useQueryClient();
  const session = useSessionStore();
  return useMutation({
    ...config,
    mutationFn: updateSettings,
    onSuccess: (response, ...rest) => {
      const { preferences } = response;
      if (preferences) {
        queryClient.setQueryData<TRepairerProfile>(queryKeys.repairerProfile, (profile) =>
          profile ? { ...profile, preferences } : profile,
        );
        session.patchRepairer({ preferences });
      }
      // A new pincode or radius changes which jobs are in range: the board is read again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.repairerNearbyJobs });
      return config.onSuccess?.(response, ...rest);
    },
  });
}
