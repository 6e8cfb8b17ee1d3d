import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { useJobMutation, type JobResponse } from './job-mutation';

export interface QuoteVariables {
  id: string;
  /** Rupees. */
  estimatedPrice: number;
}

/** PUT /api/service-requests/repairer/{id}/quote {estimatedPrice}: pending_quote or quoted -> quoted. */
export const submitQuote = ({ id, estimatedPrice }: QuoteVariables): Promise<JobResponse> =>
  api.put<JobResponse>(`/api/service-requests/repairer/${encodeURIComponent(id)}/quote`, {
    estimatedPrice,
  });

export const useSubmitQuote = (config?: MutationConfig<JobResponse, QuoteVariables>) =>
  useJobMutation(submitQuote, config);
