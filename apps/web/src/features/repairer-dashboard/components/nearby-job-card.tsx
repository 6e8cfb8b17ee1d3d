import { type TNearbyJob } from '@gharseva/domain';
import { requestAnchor } from '../../../hooks/use-hash-target';
import { CalendarDays, CheckCircle2, Clock, IndianRupee, MapPin, Navigation } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RequestCard } from '../../../components/request-card';
import { cn } from '../../../utils/cn';
import { formatDateTime, formatRelativeTime } from '../../../utils/date';
import { formatMoneyRupees } from '../../../utils/money';
import { formatNumber } from '../../../utils/number';
import { useCatalogueText, useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';
import { useMountTime } from '../../../hooks/use-mount-time';
import { useVisitDayLabel } from '../../../components/forms/visit-day';

const URGENCY_TONES = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-sky-100 text-sky-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
} as const satisfies Record<TNearbyJob['urgency'], string>;

function Tag({ className, children }: { className: string; children: ReactNode }) {
  return (
    <li className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', className)}>{children}</li>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // One <div> per term: a <dl> may group its <dt>/<dd> pairs in divs, but not nest them deeper.
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {icon}
        {label}
      </dt>
      <dd className="ps-6 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

const iconClass = 'size-4 shrink-0 text-slate-500';

/** One job near the repairer: what, when, where, the AI estimate, and 'Accept'. */
export function NearbyJobCard({
  job,
  onAccept,
  isAccepting,
  disabled,
}: {
  job: TNearbyJob;
  onAccept: (job: TNearbyJob) => void;
  isAccepting: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation(['repairer', 'common', 'booking']);
  const title = useRequestTitle();
  const line = useServiceLine();
  const cat = useCatalogueText();
  const now = useMountTime();
  const visitDay = useVisitDayLabel();
  const titleId = `job-${job._id}-title`;
  const { location } = job;
  const place = [...new Set([location.city, location.district].filter(Boolean))].join(', ');
  const distance = formatNumber(job.distanceKm, { maximumFractionDigits: 1 });

  return (
    <RequestCard
      titleId={titleId}
      id={requestAnchor(job._id)}
      data-testid="nearby-job-card"
      data-job-id={job._id}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="text-lg leading-snug font-bold break-words text-slate-900">
            {title(job)}
          </h3>
          <time
            dateTime={job.createdAt}
            title={formatDateTime(job.createdAt)}
            className="shrink-0 pt-1 text-xs text-slate-500"
          >
            {t('dashboard.job.posted', { time: formatRelativeTime(job.createdAt, now) })}
          </time>
        </div>
        <p className="text-sm text-slate-600">
          {line({ serviceType: job.serviceType, category: job.category })}
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('dashboard.job.tags')}>
          {job.targeted && (
            <Tag className="inline-flex items-center gap-1 bg-accent-100 text-accent-700">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              {t('dashboard.job.requestedForYou')}
            </Tag>
          )}
          <Tag className={URGENCY_TONES[job.urgency]}>
            {t('dashboard.job.urgencyTag', { urgency: t(`common:urgency.${job.urgency}`) })}
          </Tag>
          <Tag className="bg-brand-50 text-brand-800">
            <span data-testid="job-visit">
              {t('booking:visit.when', {
                day: visitDay(job.preferredDate, now),
                slot: t(`common:timeSlots.${job.preferredTime}`),
              })}
            </span>
          </Tag>
        </ul>
      </div>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact icon={<IndianRupee className={iconClass} />} label={t('dashboard.job.quotation')}>
          <span className="font-semibold text-slate-900">
            {job.quotation ? formatMoneyRupees(job.quotation) : t('dashboard.job.noQuotation')}
          </span>
        </Fact>
        <Fact icon={<CalendarDays className={iconClass} />} label={t('dashboard.job.date')}>
          <time dateTime={job.preferredDate}>{visitDay(job.preferredDate, now)}</time>
        </Fact>
        <Fact icon={<Clock className={iconClass} />} label={t('dashboard.job.time')}>
          {t(`common:timeSlots.${job.preferredTime}`)}
        </Fact>
        <Fact icon={<MapPin className={iconClass} />} label={t('dashboard.job.location')}>
          {[place, location.pincode].filter(Boolean).join(' - ')}
          <span className="mt-0.5 flex items-center gap-1 font-semibold text-brand-800">
            <Navigation className="size-3.5" aria-hidden="true" />
            {job.distanceKm < 1
              ? t('dashboard.job.distanceNear')
              : t('dashboard.job.distance', { distance })}
          </span>
        </Fact>
      </dl>

      <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 text-sm">
        {job.issue && (
          <p>
            <span className="font-semibold text-slate-900">{t('dashboard.job.issue')}: </span>
            {cat(job.issue)}
          </p>
        )}
        <p className="break-words whitespace-pre-line text-slate-700">
          <span className="font-semibold text-slate-900">{t('dashboard.job.description')}: </span>
          {job.description}
        </p>
      </div>

      <Button
        className="mt-auto"
        fullWidth
        onClick={() => onAccept(job)}
        isLoading={isAccepting}
        disabled={disabled}
        aria-label={t('dashboard.job.acceptLabel', { title: job.title })}
      >
        {!isAccepting && <CheckCircle2 className="size-5" aria-hidden="true" />}
        {t('dashboard.job.accept')}
      </Button>
    </RequestCard>
  );
}
