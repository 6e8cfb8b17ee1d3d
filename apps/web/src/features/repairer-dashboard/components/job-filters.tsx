import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import { cn } from '../../../utils/cn';
import { VISIT_DAY_FILTERS, type CategoryOption, type JobFilter } from '../utils/job-filter';

/** Search on title or category, a category filter, and the visit's day: all, today, tomorrow. */
export function JobFilters({
  filter,
  categories,
  onChange,
}: {
  filter: JobFilter;
  categories: readonly CategoryOption[];
  onChange: (filter: JobFilter) => void;
}) {
  const { t } = useTranslation(['repairer', 'booking']);
  const day = filter.day ?? 'all';
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div
        role="group"
        aria-label={t('booking:board.filter')}
        className="flex flex-wrap gap-2 sm:col-span-2"
        data-testid="visit-day-filter"
      >
        {VISIT_DAY_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={day === value}
            onClick={() => onChange({ ...filter, day: value })}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              day === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {t(`booking:board.${value}`)}
          </button>
        ))}
      </div>
      <TextField
        type="search"
        label={t('repairer:dashboard.online.search')}
        placeholder={t('repairer:dashboard.online.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        autoComplete="off"
        enterKeyHint="search"
      />
      <SelectField
        label={t('repairer:dashboard.online.category')}
        value={filter.category}
        onChange={(event) => onChange({ ...filter, category: event.target.value })}
        options={[
          { value: '', label: t('repairer:dashboard.online.allCategories') },
          ...categories,
        ]}
      />
    </div>
  );
}
