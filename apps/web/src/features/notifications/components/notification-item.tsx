import type { TNotification } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignupRole } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import { formatDateTime, formatRelativeTime } from '../../../utils/date';
import { isNotificationType, NotificationIcon } from './notification-icon';
import { useServerText } from '../../../lib/server-text';
import { notificationDestination } from '../utils/destination';

/**
 * One notification: its type's icon, the message, how long ago, and an unread dot. It is a link
 * to what it is about (the job's card, the conversation, the review), which also marks it read;
 * one about nothing to open is, while unread, a button that marks it read.
 */
export function NotificationItem({
  notification,
  role,
  now,
  onRead,
}: {
  notification: TNotification;
  role: SignupRole;
  now: Date;
  onRead: (id: string) => void;
}) {
  const { t } = useTranslation('notifications');
  const serverText = useServerText();
  const unread = !notification.read;
  const body = (
    <>
      <NotificationIcon type={notification.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        {isNotificationType(notification.type) && (
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(`types.${notification.type}`)}
          </span>
        )}
        <span
          className={cn(
            'text-sm [overflow-wrap:anywhere]',
            unread ? 'font-semibold text-slate-900' : 'text-slate-700',
          )}
        >
          {serverText('templates', notification)}
        </span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-xs text-slate-500"
        >
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </span>
      {unread && (
        <span className="mt-1.5 flex shrink-0 items-center" data-testid="unread-dot">
          <span className="size-2.5 rounded-full bg-brand-600" aria-hidden="true" />
          <span className="sr-only">{t('unread')}</span>
        </span>
      )}
    </>
  );
  const classes = 'flex w-full items-start gap-3 px-4 py-3 text-start';
  const destination = notificationDestination(notification, role);
  const markRead = () => {
    if (unread) onRead(notification._id);
  };
  return (
    <li
      data-testid="notification-item"
      data-notification-id={notification._id}
      data-read={notification.read}
      className={cn(unread && 'bg-brand-50/60')}
    >
      {destination ? (
        <Link
          to={destination}
          className={cn(classes, 'min-h-11 hover:bg-brand-50')}
          onClick={markRead}
        >
          {body}
        </Link>
      ) : unread ? (
        <button
          type="button"
          className={cn(classes, 'min-h-11 hover:bg-brand-50')}
          onClick={markRead}
        >
          {body}
        </button>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}
