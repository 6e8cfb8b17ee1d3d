import type { TReportIssueRequest, TReportIssueResponse } from '@gharseva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/query-client';
import { requestIssuesKey } from './get-request-issues';

export interface ReportIssueVariables {
  requestId: string;
  body: TReportIssueRequest;
}

/** POST /api/user/service-requests/{id}/issues {reason, details} -> {success, message, issue}. */
export const reportIssue = ({ requestId, body }: ReportIssueVariables) =>
  api.post<TReportIssueResponse>(
    `/api/user/service-requests/${encodeURIComponent(requestId)}/issues`,
    body,
  );

export function useReportIssue(
  config: MutationConfig<TReportIssueResponse, ReportIssueVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: reportIssue,
    onSettled: (data, error, variables, ...rest) => {
      void queryClient.invalidateQueries({ queryKey: requestIssuesKey(variables.requestId) });
      return config.onSettled?.(data, error, variables, ...rest);
    },
  });
}
