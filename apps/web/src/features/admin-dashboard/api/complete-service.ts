import type { TCompleteServiceResponse, TPaidService } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { paidServicesKey } from './get-paid-services';

/** PUT /api/admin/complete-service/{id}: customer_paid -> completed, with its payment. */
export const completeService = (id: string): Promise<TCompleteServiceResponse> =>
  api.put<TCompleteServiceResponse>(`/api/admin/complete-service/${encodeURIComponent(id)}`);

/** Marks a paid service complete; its card turns 'Completed' at once, then the list reloads. */
export function useCompleteService(config: MutationConfig<TCompleteServiceResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: completeService,
    onSuccess: (response, id, ...rest) => {
      queryClient.setQueryData<TPaidService[]>(paidServicesKey, (services) =>
        services?.map((s) => (s._id === id ? { ...s, status: 'completed' } : s)),
      );
      return config.onSuccess?.(response, id, ...rest);
    },
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: paidServicesKey });
      return config.onSettled?.(...args);
    },
  });
}
