import { Bell, Clock, Hourglass, MapPin, MessageSquare, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useUnreadMessageCount } from '../../lib/conversations';
import { useUnreadNotificationCount } from '../../lib/notifications';
import { useLogout } from '../../lib/session/logout';
import { useSession } from '../../lib/session/session-context';
import { badgeCount } from '../../utils/badge';
import { AppHeader } from './app-header';
import { AppNavLink } from './app-nav-link';
import { SignedInLayout } from './signed-in-layout';

/**
 * The customer area: header with messages and notifications (live unread badges, capped at
 * '9+'), In Progress, Pending, saved Addresses, Settings (the email address and switch) and
 * Logout.
 */
export function UserLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const logout = useLogout('user');
  const signedIn = user !== null;
  const unreadMessages = useUnreadMessageCount('user', { enabled: signedIn });
  const unreadNotifications = useUnreadNotificationCount('user', { enabled: signedIn });
  const badge = (count: number, testId: string) => {
    const text = badgeCount(count);
    return text ? { text, label: t('header.unread', { count }), testId } : null;
  };
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
            <ul className="grid grid-cols-6 gap-0.5 py-1 sm:flex sm:gap-2">
              <li>
                <AppNavLink
                  to={paths.user.messages}
                  label={t('header.messages')}
                  icon={MessageSquare}
                  badge={badge(unreadMessages, 'messages-badge')}
                />
              </li>
              <li>
                <AppNavLink
                  to={paths.user.notifications}
                  label={t('header.notifications')}
                  icon={Bell}
                  badge={badge(unreadNotifications, 'notification-badge')}
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
              <li>
                <AppNavLink to={paths.user.addresses} label={t('header.addresses')} icon={MapPin} />
              </li>
              <li>
                <AppNavLink to={paths.user.settings} label={t('header.settings')} icon={Settings} />
              </li>
            </ul>
          }
        />
      }
    />
  );
}
