import { ClipboardList, Lock, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryContent } from '../../../components/query-content';
import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useRecentActivity } from '../api/get-recent-activity';
import { FindRepairersForm } from '../components/find-repairers-form';
import { HowItWorks } from '../components/how-it-works';
import { ActivityPanel } from '../../../components/activity-feed';
import { RecentActivityList } from '../components/recent-activity';
import {
  RequestWizardDialog,
  type WizardLaunch,
} from '../components/request-wizard/request-wizard';
import { ServiceGrid } from '../components/service-grid';
import { StatTiles, StatTilesSkeleton } from '../components/stat-tiles';

/** `navigate(paths.user.dashboard, {state: {requestService: {serviceType}}})` opens the wizard. */
function launchFromState(state: unknown): WizardLaunch | null {
  const launch = (state as { requestService?: { serviceType?: unknown } } | null)?.requestService;
  if (!launch) return null;
  return { serviceType: typeof launch.serviceType === 'string' ? launch.serviceType : null };
}

/** /user/dashboard (SPEC.md section 2). */
export default function UserDashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [wizard, setWizard] = useState<WizardLaunch | null>(() => launchFromState(location.state));
  const [seenKey, setSeenKey] = useState(location.key);
  // A later navigation to the dashboard with a launch in its state opens the wizard too.
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    const launch = launchFromState(location.state);
    if (launch) setWizard(launch);
  }
  // Forget the launch once read, so a reload or Back does not reopen the wizard.
  useEffect(() => {
    if (launchFromState(location.state)) {
      void navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate]);

  const stats = useDashboardStats();
  const activity = useRecentActivity();

  if (!user) {
    return (
      <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
        <Lock className="size-10 text-brand-700" aria-hidden="true" />
        <p className="text-slate-700">{t('user.accessDenied')}</p>
        <ButtonLink to={paths.user.login}>{t('user.goToLogin')}</ButtonLink>
      </Card>
    );
  }

  const openWizard = (serviceType: string | null) => setWizard({ serviceType });

  const firstName = user.fullname.trim().split(/\s+/)[0] ?? user.fullname;
  const loadFailed = stats.isError || activity.isError;

  return (
    <div className="flex flex-col gap-8 sm:gap-10">
      <title>{t('common:pageTitle', { title: t('user.title') })}</title>

      <section className="rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('user.welcome', { name: firstName })}</h1>
        <p className="mt-1 text-brand-100">{t('user.welcomeSubtitle')}</p>
        <div
          role="group"
          aria-label={t('user.quickActions.label')}
          className="mt-5 grid gap-3 sm:flex sm:flex-wrap"
        >
          <Button variant="accent" size="lg" onClick={() => openWizard(null)}>
            <Plus className="size-5" aria-hidden="true" />
            {t('user.quickActions.requestNew')}
          </Button>
          <ButtonLink to={paths.user.inProgress} size="lg" variant="secondary">
            <ClipboardList className="size-5" aria-hidden="true" />
            {t('user.quickActions.viewActive')}
          </ButtonLink>
        </div>
      </section>

      {loadFailed && <Alert variant="error">{t('user.loadFailed')}</Alert>}

      <TitledSection id="dashboard-stats-title" title={t('user.stats.title')}>
        <QueryContent query={stats} skeleton={<StatTilesSkeleton />}>
          {(data) => <StatTiles stats={data} />}
        </QueryContent>
      </TitledSection>

      <TitledSection
        id="dashboard-services-title"
        title={t('user.services.title')}
        subtitle={t('user.services.subtitle')}
        className="render-when-visible"
      >
        <ServiceGrid onBook={(serviceType) => openWizard(serviceType)} />
      </TitledSection>

      <div className="render-when-visible grid gap-8 lg:grid-cols-2 lg:gap-6">
        <div className="flex flex-col gap-8">
          <Card className="p-5 sm:p-6">
            <TitledSection
              id="dashboard-find-title"
              title={t('user.findRepairers.title')}
              subtitle={t('user.findRepairers.subtitle')}
            >
              <FindRepairersForm />
            </TitledSection>
          </Card>
          <Card className="p-5 sm:p-6">
            <TitledSection id="dashboard-how-title" title={t('user.howItWorks.title')}>
              <HowItWorks />
            </TitledSection>
          </Card>
        </div>
        <ActivityPanel
          id="dashboard-activity-title"
          title={t('user.activity.title')}
          query={activity}
          className="h-fit"
        >
          {(data) => <RecentActivityList items={data} />}
        </ActivityPanel>
      </div>

      <RequestWizardDialog launch={wizard} onClose={() => setWizard(null)} />
    </div>
  );
}
