import { type TOverviewDay } from '@gharseva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { appLocale } from '../../../i18n/locale-format';
import { formatDateStyle } from '../../../utils/date';
import { formatMoneyPaise } from '../../../utils/money';
import { useOverview } from '../api/get-overview';
import { ConsoleHeading } from '../../../components/layout/console-heading';
import { OverviewChart } from '../components/overview-chart';
import { requestsOn, STATUS_COLOURS, statusesIn, totals } from '../utils/overview';

const PERIODS = [7, 30, 90] as const;
const MONEY_COLOURS = { captured: '#059669', refunded: '#e11d48', paidOut: '#2563eb' };

/** A day of India ('2026-11-28') in the language's short date. */
const dayLabel = (date: string) =>
  formatDateStyle(new Date(`${date}T00:00:00Z`), 'date', appLocale(), 'utc');

const money = (paise: number) => formatMoneyPaise(paise);

/** /admin/overview: requests by status and money per day, as charts and as a table. */
export default function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState<number>(30);
  const overview = useOverview(days);

  return (
    <div className="flex flex-col gap-6">
      <ConsoleHeading title={t('overview.title')} subtitle={t('overview.subtitle')}>
        <SelectField
          label={t('overview.period')}
          className="w-full sm:w-56"
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
          options={PERIODS.map((count) => ({
            value: String(count),
            label: t('overview.lastDays', { days: count }),
          }))}
        />
      </ConsoleHeading>
      {overview.isPending ? (
        <Skeleton className="h-80 w-full rounded-2xl" />
      ) : overview.isError ? (
        <LoadError message={t('overview.fetchFailed')} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewFigures days={overview.data} />
      )}
    </div>
  );
}

function OverviewFigures({ days }: { days: TOverviewDay[] }) {
  const { t } = useTranslation(['admin', 'common']);
  const sum = totals(days);
  const labels = days.map((day) => dayLabel(day.date));
  const requestSets = statusesIn(days).map((status) => ({
    label: t(`common:status.${status}`),
    data: days.map((day) => day.requests[status] ?? 0),
    backgroundColor: STATUS_COLOURS[status],
  }));
  const moneySets = [
    {
      label: t('overview.captured'),
      data: days.map((d) => d.capturedPaise),
      backgroundColor: MONEY_COLOURS.captured,
    },
    {
      label: t('overview.refunded'),
      data: days.map((d) => d.refundedPaise),
      backgroundColor: MONEY_COLOURS.refunded,
    },
    {
      label: t('overview.paidOut'),
      data: days.map((d) => d.paidOutPaise),
      backgroundColor: MONEY_COLOURS.paidOut,
    },
  ];

  const figures = [
    { key: 'requests', label: t('overview.requests'), value: String(sum.requests) },
    { key: 'captured', label: t('overview.captured'), value: money(sum.capturedPaise) },
    { key: 'refunded', label: t('overview.refunded'), value: money(sum.refundedPaise) },
    { key: 'paid-out', label: t('overview.paidOut'), value: money(sum.paidOutPaise) },
  ];

  return (
    <>
      <section aria-labelledby="overview-totals">
        <h2 id="overview-totals" className="sr-only">
          {t('overview.totals', { days: days.length })}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="overview-totals">
          {figures.map((figure) => (
            <Card key={figure.key} className="p-4" data-figure={figure.key}>
              <dt className="text-sm text-slate-600">{figure.label}</dt>
              <dd className="text-xl font-bold text-slate-900">{figure.value}</dd>
            </Card>
          ))}
        </dl>
      </section>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-lg font-bold text-slate-900">{t('overview.requestsChart')}</h2>
        <OverviewChart
          label={t('overview.requestsChart')}
          labels={labels}
          datasets={requestSets}
          stacked
          testId="requests-chart"
        />
      </Card>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 className="text-lg font-bold text-slate-900">{t('overview.moneyChart')}</h2>
        <OverviewChart
          label={t('overview.moneyChart')}
          labels={labels}
          datasets={moneySets}
          formatValue={money}
          testId="money-chart"
        />
      </Card>
      <Card
        // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        className="overflow-x-auto p-0"
        tabIndex={0}
        role="region"
        aria-label={t('overview.tableCaption')}
      >
        <table className="w-full text-start text-sm" data-testid="overview-table">
          <caption className="p-4 text-start text-lg font-bold text-slate-900">
            {t('overview.tableCaption')}
          </caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-medium">
                {t('overview.date')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('overview.requests')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('overview.captured')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('overview.refunded')}
              </th>
              <th scope="col" className="px-4 py-2 text-end font-medium">
                {t('overview.paidOut')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-slate-100" data-date={day.date}>
                <th scope="row" className="px-4 py-2 text-start font-medium whitespace-nowrap">
                  <time dateTime={day.date}>{dayLabel(day.date)}</time>
                </th>
                <td className="px-4 py-2 text-end">{requestsOn(day)}</td>
                <td className="px-4 py-2 text-end whitespace-nowrap">{money(day.capturedPaise)}</td>
                <td className="px-4 py-2 text-end whitespace-nowrap">{money(day.refundedPaise)}</td>
                <td className="px-4 py-2 text-end whitespace-nowrap">{money(day.paidOutPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
