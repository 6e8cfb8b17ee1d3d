import type { TEstimateResponse, Urgency } from '@gharseva/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';

export interface EstimateBody {
  serviceType: string;
  category: string;
  issue: string;
  pincode?: string;
  urgency?: Urgency;
}

/** POST /api/estimate: the AI price estimate in rupees (DESIGN.md section 6). */
export const getEstimate = (body: EstimateBody): Promise<TEstimateResponse> =>
  api.post<TEstimateResponse>('/api/estimate', body);

export const useEstimate = (config: MutationConfig<TEstimateResponse, EstimateBody> = {}) =>
  useMutation({ ...config, mutationFn: getEstimate });
