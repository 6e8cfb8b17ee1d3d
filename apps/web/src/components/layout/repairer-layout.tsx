import { Bell, BriefcaseBusiness, MessageSquare, Settings, UserRound } from 'lucide-react';
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
 * The professional area: header with messages and notifications (live unread badges, capped
 * at '9+'), assigned jobs, profile, settings and Logout.
 */
export function RepairerLayout() {
  const { t } = useTranslation();
  const { repairer } = useSession();
  const logout = useLogout('repairer');
  const signedIn = repairer !== null;
  const unread = useUnreadNotificationCount('repairer', { enabled: signedIn });
  const unreadMessages = useUnreadMessageCount('repairer', { enabled: signedIn });
  const badge = badgeCount(unread);
  const messagesBadge = badgeCount(unreadMessages);
  const items = [
    {
      to: paths.repairer.messages,
      label: t('header.messages'),
      icon: MessageSquare,
      badge: messagesBadge
        ? {
            text: messagesBadge,
            label: t('header.unread', { count: unreadMessages }),
            testId: 'messages-badge',
          }
        : null,
    },
    { to: paths.repairer.inProgress, label: t('header.assignedJobs'), icon: BriefcaseBusiness },
    {
      to: paths.repairer.notifications,
      label: t('header.notifications'),
      icon: Bell,
      badge: badge ? { text: badge, label: t('header.unread', { count: unread }) } : null,
    },
    { to: paths.repairer.profile, label: t('header.profile'), icon: UserRound },
    { to: paths.repairer.settings, label: t('header.settings'), icon: Settings },
  ];
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
          nav={
            // Full labels (decision 037): on phones the row scrolls sideways instead of
            // cutting 'Assigned Jobs' and 'Notifications' short.
            <ul
              className="flex gap-0.5 overflow-x-auto py-1 sm:gap-2 sm:overflow-visible"
              data-testid="repairer-tabs"
            >
              {items.map((item) => (
                <li key={item.to} className="shrink-0">
                  <AppNavLink {...item} fullLabel />
                </li>
              ))}
            </ul>
          }
        />
      }
    />
  );
}
