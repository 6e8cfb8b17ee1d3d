import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { useJobMutation, type JobResponse } from './job-mutation';

/** PUT /api/service-requests/repairer/{id}/status {status:'in_progress'}: 'Start Work' on an accepted job. */
export const startWork = (id: string): Promise<JobResponse> =>
  api.put<JobResponse>(`/api/service-requests/repairer/${encodeURIComponent(id)}/status`, {
    status: 'in_progress',
  });

export const useStartWork = (config?: MutationConfig<JobResponse, string>) =>
  useJobMutation(startWork, config);
