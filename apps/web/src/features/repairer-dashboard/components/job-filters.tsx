import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/input';
import { SelectField } from '../../../components/ui/select';
import type { CategoryOption, JobFilter } from '../utils/job-filter';

/** Search on title or category, and a category filter. */
export function JobFilters({
  filter,
  categories,
  onChange,
}: {
  filter: JobFilter;
  categories: readonly CategoryOption[];
  onChange: (filter: JobFilter) => void;
}) {
  const { t } = useTranslation('repairer');
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <TextField
        type="search"
        label={t('dashboard.online.search')}
        placeholder={t('dashboard.online.searchPlaceholder')}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        autoComplete="off"
        enterKeyHint="search"
      />
      <SelectField
        label={t('dashboard.online.category')}
        value={filter.category}
        onChange={(event) => onChange({ ...filter, category: event.target.value })}
        options={[{ value: '', label: t('dashboard.online.allCategories') }, ...categories]}
      />
    </div>
  );
}
