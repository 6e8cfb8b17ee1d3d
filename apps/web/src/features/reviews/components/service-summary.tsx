import type { TServiceRequest } from '@gharseva/domain';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';

/** The service being reviewed: its title, what it was, and who did it. */
export function ServiceSummary({ service }: { service: TServiceRequest }) {
  const { t } = useTranslation('requests');
  const title = useRequestTitle();
  const line = useServiceLine()(service);
  return (
    <div className="flex flex-col gap-1">
      <h2 className="text-lg leading-snug font-bold break-words text-slate-900">
        {title(service)}
      </h2>
      {line && <p className="text-sm text-slate-600">{line}</p>}
      {service.repairer && (
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <UserRound className="size-4 text-brand-700" aria-hidden="true" />
          {t('review.professional', { name: service.repairer.fullname })}
        </p>
      )}
    </div>
  );
}
