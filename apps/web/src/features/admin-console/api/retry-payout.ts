import type { TRetryPayoutResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { auditLogKey } from './get-audit-log';
import { adminPayoutsKey } from './get-admin-payouts';

/** POST /api/admin/payouts/{id}/retry -> {success, payout}: back on the queue, pending. */
export const retryPayout = (id: string): Promise<TRetryPayoutResponse> =>
  api.post<TRetryPayoutResponse>(`/api/admin/payouts/${encodeURIComponent(id)}/retry`);

/** Retries a payout; the payout lists and the audit log reload. */
export function useRetryPayout(config: MutationConfig<TRetryPayoutResponse, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: retryPayout,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminPayoutsKey });
      void queryClient.invalidateQueries({ queryKey: auditLogKey });
      return config.onSettled?.(...args);
    },
  });
}
