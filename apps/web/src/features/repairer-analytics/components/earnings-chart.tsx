import { useTranslation } from 'react-i18next';
import { appLocale } from '../../../i18n/locale-format';
import { barHeights, monthLabel } from '../utils/chart';
import { formatMoneyCompact, formatMoneyRupees } from '../../../utils/money';

/**
 * Six months of earnings as bars (pure CSS). Each bar is an image named by
 * its month and amount, so a screen reader reads the chart as a list.
 */
export function EarningsChart({ earnings, months }: { earnings: number[]; months: string[] }) {
  const { t } = useTranslation('repairer');
  const locale = appLocale();
  const heights = barHeights(earnings);
  return (
    <figure className="flex flex-col gap-3">
      <ol className="grid h-56 grid-cols-6 items-end gap-2 border-b border-slate-200 sm:gap-4">
        {earnings.map((amount, index) => {
          const label = t('analytics.barLabel', {
            month: monthLabel(months[index], locale, true),
            amount: formatMoneyRupees(amount, locale),
          });
          return (
            <li key={months[index] ?? index} className="flex h-full flex-col justify-end gap-1">
              <span
                aria-hidden="true"
                className="text-center text-[0.6875rem] font-semibold text-slate-700 tabular-nums sm:text-xs"
              >
                {formatMoneyCompact(amount, locale)}
              </span>
              <div
                role="img"
                aria-label={label}
                title={label}
                data-testid="earnings-bar"
                data-height={heights[index]}
                className="w-full rounded-t-md bg-linear-to-t from-brand-700 to-brand-500"
                style={{ height: `${heights[index]}%` }}
              />
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="grid grid-cols-6 gap-2 sm:gap-4">
        {earnings.map((_, index) => (
          <span key={months[index] ?? index} className="text-center text-xs text-slate-600">
            {monthLabel(months[index], locale)}
          </span>
        ))}
      </div>
    </figure>
  );
}
