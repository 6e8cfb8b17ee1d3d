import type { TRepairerStats, TRepairerStatsResponse } from '@gharseva/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/repairer/dashboard-stats -> {success, jobsCompleted, jobsCompletedChange, ...}. */
export const getRepairerStats = async (): Promise<TRepairerStats> => {
  const r = await api.get<TRepairerStatsResponse>('/api/repairer/dashboard-stats');
  return {
    jobsCompleted: r.jobsCompleted,
    jobsCompletedChange: r.jobsCompletedChange,
    earningsThisMonth: r.earningsThisMonth,
    earningsChange: r.earningsChange,
    averageRating: r.averageRating,
    ratingChange: r.ratingChange,
    activeJobs: r.activeJobs,
    activeJobsChange: r.activeJobsChange,
  };
};

export const getRepairerStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.repairerStats, queryFn: getRepairerStats });

export const useRepairerStats = ({ enabled = true } = {}) =>
  useQuery({ ...getRepairerStatsQueryOptions(), enabled });
