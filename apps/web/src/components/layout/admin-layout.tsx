import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';
import { AppHeader } from './app-header';
import { SignedInLayout } from './signed-in-layout';

/** The admin area. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { admin } = useSession();
  const logout = useLogout('admin');
  return (
    <SignedInLayout
      header={
        <AppHeader
          homeTo={paths.admin.dashboard}
          name={admin?.fullname ?? null}
          badge={t('header.admin')}
          onLogout={() => logout.mutate()}
          isLoggingOut={logout.isPending}
        />
      }
    />
  );
}
