import type {
  RepairerVerificationStatus,
  TRepairerProfile,
  TRepairerProfileResponse,
} from '@gharseva/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Verification {
  status: RepairerVerificationStatus;
  reason: string | null;
  /** False where the deployment verifies elsewhere: the repairer works from signup. */
  required: boolean;
}

/** GET /api/repairer/profile -> {success, data}: the same query as the profile page's. */
const getProfile = async (): Promise<TRepairerProfile> =>
  (await api.get<TRepairerProfileResponse>('/api/repairer/profile')).data;

/** Where the repairer's verification stands (DESIGN.md section 12), from his profile. */
export const useVerification = () =>
  useQuery({
    queryKey: queryKeys.repairerProfile,
    queryFn: getProfile,
    select: (p): Verification => ({
      status: p.verificationStatus,
      reason: p.verificationReason,
      required: p.verificationRequired,
    }),
  });
