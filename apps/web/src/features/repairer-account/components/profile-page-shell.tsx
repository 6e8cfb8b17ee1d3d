import type { TRepairerProfile } from '@gharseva/domain';
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
import { useProfile } from '../api/get-profile';

/**
 * A page drawn from the repairer's profile (profile, settings): 'access denied' when signed out,
 * the header, then a spinner, a load error with retry, or the page's card once loaded. A failed
 * load is also a toast.
 */
export function ProfilePageShell({
  page,
  className,
  children,
}: {
  /** The page's texts: `{page}.title`, `.subtitle`, `.loadFailed` and `what.{page}`. */
  page: 'profile' | 'settings';
  /** The column's width. */
  className: string;
  children: (profile: TRepairerProfile) => ReactNode;
}) {
  const { t } = useTranslation('repairer');
  const { repairer } = useSession();
  const profile = useProfile({ enabled: repairer !== null });
  useQueryErrorToast(
    profile,
    (error) => errorMessage(error, t(`${page}.loadFailed`)),
    `repairer-${page}`,
  );
  if (!repairer) {
    return (
      <AccessDenied
        message={t('accessDenied', { what: t(`what.${page}`) })}
        loginTo={paths.repairer.login}
      />
    );
  }

  let content;
  if (profile.isPending) content = <PageSpinner />;
  else if (profile.isError) {
    content = <LoadError message={t('loadErrorInline')} onRetry={() => void profile.refetch()} />;
  } else {
    content = <Card className="p-5 sm:p-8">{children(profile.data)}</Card>;
  }

  return (
    <div className={`mx-auto flex w-full flex-col gap-6 ${className}`}>
      <PageHeader
        title={t(`${page}.title`)}
        subtitle={t(`${page}.subtitle`)}
        backTo={paths.repairer.dashboard}
        backLabel={t('backToDashboard')}
      />
      {content}
    </div>
  );
}
