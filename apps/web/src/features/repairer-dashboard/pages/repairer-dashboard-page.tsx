import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import { useVerification } from '../api/get-verification';
import { AvailabilityToggle } from '../components/availability-toggle';
import { NearbyJobs } from '../components/nearby-jobs';
import { OfflineOverview } from '../components/offline-overview';
import { VerificationNotice } from '../components/verification-notice';

/**
 * /repairer/dashboard (SPEC.md section 2): online, the nearby jobs to accept;
 * offline, the figures, quick actions and recent activity. Until an admin has verified him
 * (DESIGN.md section 12), where his account stands and what happens next instead.
 */
export default function RepairerDashboardPage() {
  const { t } = useTranslation(['repairer', 'common']);
  const { repairer } = useSession();
  const verification = useVerification();
  if (!repairer) {
    return (
      <AccessDenied
        message={t('accessDenied', { what: t('what.dashboard') })}
        loginTo={paths.repairer.login}
      />
    );
  }
  const { isOnline } = repairer;
  const check = verification.data;
  const waiting =
    check && check.required && check.status !== 'verified'
      ? { status: check.status, reason: check.reason }
      : null;
  return (
    <div className="flex flex-col gap-8">
      <title>{t('common:pageTitle', { title: t('dashboard.title') })}</title>
      <section className="flex flex-col gap-4 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-8 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words sm:text-3xl">
            {t('dashboard.welcome', { name: repairer.fullname })}
          </h1>
          {!waiting && (
            <p className="mt-1 max-w-xl text-brand-100">
              {isOnline ? t('dashboard.subtitleOnline') : t('dashboard.subtitleOffline')}
            </p>
          )}
        </div>
        {!waiting && <AvailabilityToggle isOnline={isOnline} />}
      </section>
      {waiting ? (
        <VerificationNotice status={waiting.status} reason={waiting.reason} />
      ) : isOnline ? (
        <NearbyJobs />
      ) : (
        <OfflineOverview />
      )}
    </div>
  );
}
