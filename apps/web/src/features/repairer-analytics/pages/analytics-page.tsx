import { CircleCheckBig, IndianRupee, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session/session-context';
import { useAnalytics } from '../api/get-analytics';
import { EarningsChart } from '../components/earnings-chart';
import { TopServices } from '../components/top-services';
import { formatMoneyRupees } from '../../../utils/money';

function Total({
  icon: Icon,
  label,
  hint,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  /** The period counted, worded as on the dashboard tiles ('All time'). */
  hint: string;
  value: string;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5" data-testid={testId}>
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <dl className="flex flex-col-reverse">
        <dt className="flex flex-col text-sm font-medium text-slate-600">
          {label}
          <span className="text-xs font-normal text-slate-500">{hint}</span>
        </dt>
        <dd className="text-2xl font-extrabold text-slate-900 tabular-nums sm:text-3xl">{value}</dd>
      </dl>
    </Card>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** /repairer/analytics: totals, the last 6 months of earnings and the top services. */
export default function AnalyticsPage() {
  const { t } = useTranslation('repairer');
  const { repairer } = useSession();
  const analytics = useAnalytics({ enabled: repairer !== null });
  useQueryErrorToast(
    analytics,
    (error) => errorMessage(error, t('analytics.loadFailed')),
    'repairer-analytics',
  );
  if (!repairer) {
    return (
      <AccessDenied
        message={t('accessDenied', { what: t('what.analytics') })}
        loginTo={paths.repairer.login}
      />
    );
  }

  let content;
  if (analytics.isPending) content = <PageSpinner />;
  else if (analytics.isError) {
    content = <LoadError message={t('loadErrorInline')} onRetry={() => void analytics.refetch()} />;
  } else {
    const data = analytics.data;
    const earned = data.monthlyEarnings.some((amount) => amount > 0);
    content = (
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          <Total
            icon={CircleCheckBig}
            label={t('analytics.jobsCompleted')}
            hint={t('dashboard.stats.period.all_time')}
            value={String(data.jobsCompleted)}
            testId="analytics-jobs-completed"
          />
          <Total
            icon={IndianRupee}
            label={t('analytics.totalEarnings')}
            hint={t('dashboard.stats.period.all_time')}
            value={formatMoneyRupees(data.totalEarnings)}
            testId="analytics-total-earnings"
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Panel id="earnings-chart-title" title={t('analytics.chartTitle')}>
            <EarningsChart earnings={data.monthlyEarnings} months={data.months} />
            {!earned && <p className="mt-3 text-sm text-slate-600">{t('analytics.chartEmpty')}</p>}
          </Panel>
          <Panel id="top-services-title" title={t('analytics.topServices')}>
            <TopServices services={data.topServices} />
          </Panel>
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('analytics.title')}
        subtitle={t('analytics.subtitle')}
        backTo={paths.repairer.dashboard}
        backLabel={t('backToDashboard')}
      />
      {content}
    </div>
  );
}
