import {
  REPAIRER_VERIFICATION_STATUSES,
  type RepairerVerificationStatus,
  type TRepairerForVerification,
  type VerificationDecision,
} from '@gharseva/domain';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleHeading } from '../../../components/layout/console-heading';
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { cn } from '../../../utils/cn';
import { useDecideVerification } from '../api/decide-verification';
import { useRepairers } from '../api/get-repairers';
import { DecisionDialog } from '../components/decision-dialog';
import { RepairerVerificationCard } from '../components/repairer-verification-card';

const TOAST_ID = 'verification-decision';

/**
 * /admin/verification (DESIGN.md section 12): repairers by verification status, the pending
 * queue first; verify, reject, suspend or reinstate each, with the reason he will see.
 */
export default function AdminVerificationPage() {
  const { t } = useTranslation(['verification', 'common', 'errors']);
  const [status, setStatus] = useState<RepairerVerificationStatus>('pending');
  const [chosen, setChosen] = useState<{
    repairer: TRepairerForVerification;
    decision: VerificationDecision;
  } | null>(null);
  const repairers = useRepairers(status);
  const decide = useDecideVerification();

  const onConfirm = (reason: string | undefined) => {
    if (!chosen) return;
    const name = chosen.repairer.fullname;
    decide.mutate(
      { id: chosen.repairer.id, decision: chosen.decision, reason },
      {
        onSuccess: () => {
          setChosen(null);
          toast.success(t('admin.done', { name }), { id: TOAST_ID });
        },
        onError: (error) =>
          toast.error(
            t('admin.failed', { message: errorMessage(error, t('errors:INTERNAL_ERROR')) }),
            { id: TOAST_ID },
          ),
      },
    );
  };

  let content;
  if (repairers.isPending)
    content = <CardListSkeleton count={4} data-testid="verification-skeleton" />;
  else if (repairers.isError) {
    content = (
      <LoadError message={t('admin.loadFailed')} onRetry={() => void repairers.refetch()} />
    );
  } else if (repairers.data.length === 0) {
    content = <EmptyState icon={UserCheck} title={t('admin.empty')} />;
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {repairers.data.map((repairer) => (
          <li key={repairer.id} className="flex">
            <RepairerVerificationCard
              repairer={repairer}
              onDecide={(r, decision) => setChosen({ repairer: r, decision })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <div role="tablist" aria-label={t('admin.tabsLabel')} className="flex flex-wrap gap-2">
        {REPAIRER_VERIFICATION_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            id={`verification-tab-${s}`}
            aria-selected={s === status}
            aria-controls="verification-panel"
            onClick={() => setStatus(s)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 ring-inset',
              s === status
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {t(`admin.tabs.${s}`)}
          </button>
        ))}
      </div>
      <section
        id="verification-panel"
        role="tabpanel"
        aria-labelledby={`verification-tab-${status}`}
      >
        {content}
      </section>
      <DecisionDialog
        key={chosen ? `${chosen.repairer.id}-${chosen.decision}` : 'none'}
        decision={chosen?.decision ?? null}
        name={chosen?.repairer.fullname ?? ''}
        isPending={decide.isPending}
        onClose={() => setChosen(null)}
        onConfirm={onConfirm}
      />
    </div>
  );
}
