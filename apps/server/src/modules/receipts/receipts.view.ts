import type { TRepairerPayout, TRepairerRecovery } from '@gharseva/domain';
import type { payoutsOfRepairer, recoveriesOfRepairer } from './receipts.repo.ts';

type PayoutRow = Awaited<ReturnType<typeof payoutsOfRepairer>>[number];
type RecoveryRow = Awaited<ReturnType<typeof recoveriesOfRepairer>>[number];

export function toRepairerPayout({ payout, ...job }: PayoutRow, title: string): TRepairerPayout {
  return {
    id: payout.id,
    serviceRequestId: job.serviceRequestId,
    title,
    status: payout.status,
    reference: payout.providerPayoutId,
    grossPaise: payout.grossPaise,
    platformFeePaise: payout.platformFeePaise,
    refundedPaise: payout.refundedPaise,
    recoveredPaise: payout.recoveredPaise,
    amountPaise: payout.amountPaise,
    paidAt: job.paidAt?.toISOString() ?? null,
    createdAt: payout.createdAt.toISOString(),
    processedAt: payout.processedAt?.toISOString() ?? null,
  };
}

export function toRepairerRecovery(
  { adjustment, title: _ }: RecoveryRow,
  title: string,
): TRepairerRecovery {
  return {
    id: adjustment.id,
    payoutId: adjustment.payoutId,
    title,
    status: adjustment.status,
    amountPaise: adjustment.amountPaise,
    recoveredPaise: adjustment.recoveredPaise,
    createdAt: adjustment.createdAt.toISOString(),
    settledAt: adjustment.settledAt?.toISOString() ?? null,
  };
}
