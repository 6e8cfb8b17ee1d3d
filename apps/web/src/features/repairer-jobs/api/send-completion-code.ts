import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { useJobMutation, type JobResponse } from './job-mutation';

/**
 * POST /api/service-requests/repairer/{id}/pending: 'Confirm Completion & Send
 * OTP' (accepted, in_progress) and 'Resend OTP' (pending_otp). The customer
 * gets a fresh code by SMS.
 */
export const sendCompletionCode = (id: string): Promise<JobResponse> =>
  api.post<JobResponse>(`/api/service-requests/repairer/${encodeURIComponent(id)}/pending`);

export const useSendCompletionCode = (config?: MutationConfig<JobResponse, string>) =>
  useJobMutation(sendCompletionCode, config);
