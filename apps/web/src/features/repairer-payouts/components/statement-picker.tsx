import { dateTimeFormat } from '@gharseva/domain';
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { statementUrl } from '../../../lib/downloads';
import { appLocale } from '../../../i18n/locale-format';
import { recentMonths } from '../utils/months';

/** A month of the last year and the link to its statement PDF. */
export function StatementPicker() {
  const { t } = useTranslation('receipts');
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0]!);
  const id = useId();
  const label = (value: string) => {
    const [year, mon] = value.split('-').map(Number) as [number, number];
    return dateTimeFormat(appLocale(), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, mon - 1, 15)));
  };
  return (
    <Card className="p-5">
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('payouts.statementTitle')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {t('payouts.month')}
            <select
              className="min-h-11 rounded-lg border border-slate-300 px-3"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
              data-testid="statement-month"
            >
              {months.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </select>
          </label>
          <a
            href={statementUrl(month)}
            download
            className={buttonClasses({ variant: 'primary' })}
            data-testid="download-statement"
          >
            <Download className="size-4" aria-hidden="true" />
            {t('payouts.downloadStatement')}
          </a>
        </div>
      </section>
    </Card>
  );
}
