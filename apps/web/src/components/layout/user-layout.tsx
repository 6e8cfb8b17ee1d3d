import { Bell, Clock, Hourglass, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';
import { AppHeader } from './app-header';
import { AppNavLink } from './app-nav-link';
import { SignedInLayout } from './signed-in-layout';

/** The customer area: header with messages, notifications, In Progress, Pending and Logout. */
export function UserLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout('user');
  return (
    <SignedInLayout
      header={
        <AppHeader
          homeTo={paths.user.dashboard}
          name={user?.fullname ?? null}
          pictureUrl={user?.profilePicture}
          onLogout={() => logout.mutate()}
          isLoggingOut={logout.isPending}
          nav={
            <ul className="grid grid-cols-4 gap-0.5 py-1 sm:flex sm:gap-2">
              <li>
                <AppNavLink
                  to={paths.user.messages}
                  label={t('header.messages')}
                  icon={MessageSquare}
                />
              </li>
              <li>
                <AppNavLink
                  to={paths.user.notifications}
                  label={t('header.notifications')}
                  icon={Bell}
                />
              </li>
              <li>
                <AppNavLink
                  to={paths.user.inProgress}
                  label={t('header.inProgress')}
                  icon={Clock}
                />
              </li>
              <li>
                <AppNavLink
                  to={paths.user.pendingService}
                  label={t('header.pending')}
                  icon={Hourglass}
                />
              </li>
            </ul>
          }
        />
      }
    />
  );
}
