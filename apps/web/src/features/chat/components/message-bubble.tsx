import type { TChatMessage } from '@gharseva/domain';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../utils/cn';
import { formatDateTime } from '../../../utils/date';
import { formatMessageTime } from '../utils/message-time';
import type { PendingMessage } from '../utils/room-state';

/** One message: ours on the right in the brand colour, theirs on the left; its time below. */
export function MessageBubble({
  message,
  mine,
  now,
}: {
  message: TChatMessage | PendingMessage;
  mine: boolean;
  now: Date;
}) {
  const { t } = useTranslation('chat');
  const pending = !('_id' in message);
  const who = mine ? t('pane.you') : (message as TChatMessage).senderName;
  return (
    <li
      className={cn(
        'flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]',
        mine ? 'self-end items-end' : 'self-start items-start',
      )}
      data-testid={pending ? 'pending-message' : 'chat-message'}
      data-mine={mine}
    >
      <p
        className={cn(
          'rounded-2xl px-3.5 py-2 text-[0.9375rem] leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]',
          mine
            ? 'rounded-ee-md bg-brand-700 text-white'
            : 'rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200',
          pending && 'opacity-70',
        )}
      >
        <span className="sr-only">{t('pane.said', { name: who })} </span>
        <span>{message.message}</span>
      </p>
      {pending ? (
        <span className="inline-flex items-center gap-1 px-1 text-xs text-slate-500">
          <Clock className="size-3" aria-hidden="true" />
          {t('pane.sending')}
        </span>
      ) : (
        <time
          dateTime={message.createdAt}
          title={formatDateTime(message.createdAt)}
          className="px-1 text-xs text-slate-500"
        >
          {formatMessageTime(message.createdAt, now)}
        </time>
      )}
    </li>
  );
}
