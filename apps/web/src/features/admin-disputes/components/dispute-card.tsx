import type { TAdminDispute } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../utils/date';
import { DecideForm } from './decide-form';
import { DisputeHistory } from './dispute-history';
import { DisputeMoney } from './dispute-money';

/** One problem report: what the customer said, the job's history and money, and the decision. */
export function DisputeCard({ dispute }: { dispute: TAdminDispute }) {
  const { t } = useTranslation('disputes');
  const titleId = `dispute-${dispute.id}-title`;
  return (
    <Card
      role="article"
      className="flex flex-col gap-4 p-5"
      aria-labelledby={titleId}
      data-testid="dispute-card"
      data-dispute-id={dispute.id}
      data-status={dispute.status}
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {dispute.request.title}
        </h3>
        <p className="text-sm text-slate-600">
          {t('admin.people', {
            customer: dispute.customer.fullname,
            repairer: dispute.repairer.fullname,
          })}
        </p>
        <p className="text-sm text-slate-600">
          {t('admin.reportedOn', { date: formatDateTime(dispute.createdAt) })}
          {' · '}
          {t(`reasons.${dispute.reason}`)}
          {' · '}
          <span data-testid="dispute-status">{t(`statuses.${dispute.status}`)}</span>
        </p>
      </div>
      <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
        {dispute.details}
      </p>
      {dispute.decision && dispute.decidedAt && (
        <p className="text-sm text-slate-700">
          {t('admin.decidedOn', {
            date: formatDateTime(dispute.decidedAt),
            decision: t(`decisions.${dispute.decision}`),
          })}
          {dispute.decisionNote && `: ${dispute.decisionNote}`}
        </p>
      )}
      <DisputeMoney dispute={dispute} />
      <DisputeHistory history={dispute.history} />
      {dispute.status === 'open' && <DecideForm disputeId={dispute.id} />}
    </Card>
  );
}
