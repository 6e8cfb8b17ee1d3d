import { isSearchCategory, type TRepairerAnalytics } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../../../i18n/catalogue';

/** The services the repairer completed most, with how many jobs each. */
export function TopServices({ services }: { services: TRepairerAnalytics['topServices'] }) {
  const { t } = useTranslation(['repairer', 'common']);
  const cat = useCatalogueText();
  if (services.length === 0) {
    return <p className="text-sm text-slate-600">{t('analytics.topServicesEmpty')}</p>;
  }
  const max = Math.max(...services.map((s) => s.count), 1);
  return (
    <ol className="flex flex-col gap-3" data-testid="top-services">
      {services.map((service) => (
        <li key={service._id} className="flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-semibold break-words text-slate-900">
              {isSearchCategory(service._id)
                ? t(`common:searchCategories.${service._id}`)
                : cat(service._id)}
            </span>
            <span className="shrink-0 text-slate-600">
              {t('analytics.jobCount', { count: service.count })}
            </span>
          </div>
          <span aria-hidden="true" className="h-2 rounded-full bg-slate-100">
            <span
              className="block h-full rounded-full bg-accent-500"
              style={{ width: `${Math.max(2, (service.count / max) * 100)}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}
