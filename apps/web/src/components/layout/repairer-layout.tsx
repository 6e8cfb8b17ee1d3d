import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';
import { AppHeader } from './app-header';
import { SignedInLayout } from './signed-in-layout';

/** The professional area (its navigation arrives with the repairer dashboard issue). */
export function RepairerLayout() {
  const { t } = useTranslation();
  const { repairer } = useSession();
  const logout = useLogout('repairer');
  return (
    <SignedInLayout
      header={
        <AppHeader
          homeTo={paths.repairer.dashboard}
          name={repairer?.fullname ?? null}
          pictureUrl={repairer?.profilePicture}
          badge={t('header.professional')}
          onLogout={() => logout.mutate()}
          isLoggingOut={logout.isPending}
        />
      }
    />
  );
}
