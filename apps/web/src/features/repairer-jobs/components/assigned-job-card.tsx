import type { TAssignedJob } from '@gharseva/domain';
import { requestAnchor } from '../../../hooks/use-hash-target';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisitWhen } from '../../../components/forms/visit-day';
import { RequestCard, RequestCardHead } from '../../../components/request-card';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { canContactCustomer, formatAssignedDate } from '../utils/job-stage';
import { ContactActions } from './contact-actions';
import { JobDetails } from './job-details';
import { JobStagePanel } from './job-stage-panel';
import { RescheduleAnswer } from './reschedule-answer';
import { useCatalogueText, useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';
import { useAddressText } from '../../../i18n/place';

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** One assigned job: what, where, for whom, and what to do next at its status. */
export function AssignedJobCard({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation(['repairer', 'booking']);
  const visitWhen = useVisitWhen();
  const title = useRequestTitle();
  const line = useServiceLine();
  const cat = useCatalogueText();
  const titleId = `job-${job._id}-title`;
  const { location, customer } = job;
  // Each stage swaps the card's actions under the focus: keep the keyboard's place.
  const stageRef = useKeepFocus<HTMLDivElement>(job.status);
  // Once the job is no longer his to do, the server sends the area but not the street.
  const hidden = job.customerDetailsHidden === true;
  const addressText = useAddressText();
  const place = hidden
    ? [location.district ?? location.city, location.state].filter(Boolean).join(', ')
    : addressText(location.address);
  const address = [place, location.pincode].filter(Boolean).join(' - ');
  return (
    <RequestCard
      titleId={titleId}
      id={requestAnchor(job._id)}
      data-testid="assigned-job-card"
      data-request-id={job._id}
    >
      <RequestCardHead
        titleId={titleId}
        title={title(job)}
        line={line({ serviceType: job.serviceType, category: job.category })}
        status={job.status}
      />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        {job.issue && <Fact label={t('jobs.card.issue')}>{cat(job.issue)}</Fact>}
        <Fact label={t('booking:visit.label')}>
          <time dateTime={job.preferredDate} data-testid="job-visit">
            {visitWhen(job.preferredDate, job.preferredTime)}
          </time>
        </Fact>
        <Fact label={t('jobs.card.assigned')}>
          <time dateTime={job.assignedAt ?? job.createdAt}>
            {formatAssignedDate(job.assignedAt ?? job.createdAt)}
          </time>
        </Fact>
        <Fact label={t('jobs.card.address')} wide>
          {address}
          {hidden && (
            <span className="mt-0.5 block text-xs text-slate-500">
              {t('jobs.card.addressHidden')}
            </span>
          )}
        </Fact>
        <Fact label={t('jobs.card.customer')} wide>
          <span className="font-medium">{customer.fullname}</span>
          {customer.phone && (
            <span className="text-slate-600">
              {' '}
              · <PhoneNumber phone={customer.phone} />
            </span>
          )}
        </Fact>
      </dl>

      <JobDetails job={job} />

      <RescheduleAnswer job={job} />

      <div ref={stageRef} tabIndex={-1} className="border-t border-slate-100 pt-4">
        <JobStagePanel job={job} />
      </div>

      {canContactCustomer(job.status) && <ContactActions job={job} />}
    </RequestCard>
  );
}
