import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths, type SignupRole } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { useQueryErrorToast } from '../../../hooks/use-query-error-toast';
import { useNotifications } from '../../../lib/notifications';
import { useSession } from '../../../lib/session/session-context';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from '../components/notification-item';
import { NotificationsSkeleton } from '../components/notifications-skeleton';

/**
 * /user/notifications and /repairer/notifications: newest first, each with its type's icon,
 * message, relative time and unread dot; a click opens what it is about and marks it read. New ones arrive live
 * (lib/socket pushes them into the same cache).
 */
export function NotificationsPage({ role }: { role: SignupRole }) {
  const { t } = useTranslation('notifications');
  const session = useSession();
  const signedIn = (role === 'user' ? session.user : session.repairer) !== null;
  const query = useNotifications(role, { enabled: signedIn });
  const markRead = useMarkNotificationRead(role);
  const now = useNow();
  // A list on screen that fails to refresh keeps showing; the failure is a toast.
  useQueryErrorToast(
    { ...query, isError: query.isError && query.data !== undefined },
    () => t('fetchFailed'),
    'notifications-fetch',
  );

  if (!signedIn) {
    return <AccessDenied message={t(`accessDenied.${role}`)} loginTo={paths[role].login} />;
  }

  let content;
  if (query.isPending) content = <NotificationsSkeleton />;
  else if (query.isError && !query.data) {
    content = <LoadError message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (query.data.notifications.length === 0) {
    content = (
      <EmptyState
        icon={BellOff}
        title={t('empty')}
        body={t('emptyBody')}
        data-testid="notifications-empty"
      />
    );
  } else {
    content = (
      <Card className="overflow-hidden">
        <ul
          aria-label={t('list')}
          className="divide-y divide-slate-100"
          data-testid="notifications-list"
        >
          {query.data.notifications.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              role={role}
              now={now}
              onRead={(id) => markRead.mutate(id)}
            />
          ))}
        </ul>
      </Card>
    );
  }

  const unread = query.data?.unreadCount ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t(`subtitle.${role}`)}
        backTo={paths[role].dashboard}
        backLabel={t('backToDashboard')}
        action={
          unread > 0 ? (
            <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {t('unreadCount', { count: unread })}
            </span>
          ) : undefined
        }
      />
      {content}
    </div>
  );
}
