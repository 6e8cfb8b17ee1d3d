import { type TAssignedJob } from '@gharseva/domain';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/date';
import { useVisitWhen } from '../../../components/forms/visit-day';
import { formatMoneyRupees } from '../../../utils/money';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">{children}</dd>
    </div>
  );
}

/** The rest of the job, folded away: description, urgency, preferred time, estimate, contact. */
export function JobDetails({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation(['repairer', 'common']);
  const visitWhen = useVisitWhen();
  return (
    <details className="group rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        {t('jobs.card.details')}
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <dl className="grid gap-3 border-t border-slate-100 p-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Row label={t('jobs.card.description')}>{job.description}</Row>
        </div>
        <Row label={t('jobs.card.urgency')}>{t(`common:urgency.${job.urgency}`)}</Row>
        <Row label={t('jobs.card.preferred')}>
          {visitWhen(job.preferredDate, job.preferredTime)}
        </Row>
        {job.quotation !== null && job.quotation > 0 && (
          <Row label={t('jobs.card.aiEstimate')}>{formatMoneyRupees(job.quotation)}</Row>
        )}
        {job.contactInfo && <Row label={t('jobs.card.contact')}>{job.contactInfo}</Row>}
        {job.customer.email && <Row label={t('jobs.card.email')}>{job.customer.email}</Row>}
        <Row label={t('jobs.card.requestedOn')}>
          <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
        </Row>
      </dl>
    </details>
  );
}
