import type { TConversation } from '@gharseva/domain';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { badgeCount } from '../../../utils/badge';
import { useRequestTitle } from '../../../i18n/request-title';
import { cn } from '../../../utils/cn';
import { formatDateTime, formatRelativeTime } from '../../../utils/date';

/** One conversation in the list: who, the job, the last message, when, and what is unread. */
export function ConversationItem({
  conversation,
  to,
  selected,
  now,
}: {
  conversation: TConversation;
  to: string;
  selected: boolean;
  now: Date;
}) {
  const { t } = useTranslation('chat');
  const title = useRequestTitle()(conversation);
  const unread = selected ? 0 : conversation.unread;
  return (
    <Link
      to={to}
      aria-current={selected ? 'page' : undefined}
      data-testid="conversation-item"
      data-conversation-id={conversation.id}
      data-unread={unread}
      className={cn(
        'flex min-h-16 items-start gap-3 px-3 py-3 sm:px-4',
        selected ? 'bg-brand-50' : 'hover:bg-slate-50',
      )}
    >
      <Avatar name={conversation.sender} className="size-10" />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-slate-900',
              unread > 0 ? 'font-bold' : 'font-semibold',
            )}
          >
            {conversation.sender}
          </span>
          <time
            dateTime={conversation.time}
            title={formatDateTime(conversation.time)}
            className={cn(
              'shrink-0 text-xs',
              unread > 0 ? 'font-semibold text-brand-700' : 'text-slate-500',
            )}
          >
            {formatRelativeTime(conversation.time, now)}
          </time>
        </span>
        <span className="truncate text-xs font-medium text-slate-600">{title}</span>
        <span className="flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600',
            )}
          >
            {conversation.lastMessage ?? t('list.noMessages')}
          </span>
          {!conversation.isActive && (
            <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {t('list.closed')}
            </span>
          )}
          {unread > 0 && (
            <span
              data-testid="unread-marker"
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
            >
              <span aria-hidden="true">{badgeCount(unread)}</span>
              <span className="sr-only">{t('list.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
