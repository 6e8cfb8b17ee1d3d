import type { TConversation } from '@gharseva/domain';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import type { SignupRole } from '../../../config/paths';
import { useChatRoom } from '../hooks/use-chat-room';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';

/**
 * One conversation: header, the message log and the box to write in, or the closed notice
 * (SPEC.md section 2: 'Chat is closed.' for the customer, 'This chat is closed (Job
 * {status}).' for the professional). Key it by conversation id.
 */
export function ChatPane({
  role,
  conversation,
  senderId,
  headingLevel = 2,
  onBack,
}: {
  role: SignupRole;
  conversation: TConversation;
  senderId: string;
  headingLevel?: 1 | 2;
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const room = useChatRoom({ role, conversation, senderId });
  const unavailable = room.status === 'unavailable' || room.status === 'idle';
  const refusal = room.phase === 'refused' ? room.refusal : null;
  const closedText =
    role === 'repairer' && !conversation.isActive
      ? t('pane.closedRepairer', { status: t(`jobStatus.${conversation.serviceRequestStatus}`) })
      : t('messages.closed');

  return (
    <section
      aria-labelledby={headingId}
      className="flex h-full min-h-0 flex-col overflow-hidden"
      data-testid="chat-pane"
      data-conversation-id={conversation.id}
    >
      <ChatHeader
        role={role}
        conversation={conversation}
        headingId={headingId}
        headingLevel={headingLevel}
        onBack={onBack}
      />
      {unavailable ? (
        <Alert variant="error" className="m-2 rounded-lg">
          {t('messages.unavailable')}
        </Alert>
      ) : refusal ? (
        <Alert variant="error" className="m-2 rounded-lg">
          {refusal}
        </Alert>
      ) : (
        (room.status === 'connecting' || room.status === 'reconnecting') && (
          <p role="status" className="bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900">
            {t(room.status === 'connecting' ? 'pane.connecting' : 'pane.reconnecting')}
          </p>
        )
      )}
      <MessageLog
        messages={room.messages}
        pending={room.pending}
        mineModel={room.senderModel}
        loaded={room.loaded || refusal !== null || unavailable}
        hasMore={room.hasMore}
        loadingOlder={room.loadingOlder}
        onLoadOlder={() => void room.loadOlder()}
        label={t('pane.log')}
      />
      {room.closed ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 border-t border-slate-200 bg-slate-100 px-4 py-4 text-center text-sm font-medium text-slate-700"
          data-testid="chat-closed"
        >
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          {closedText}
        </p>
      ) : (
        <MessageComposer canSend={room.canSend} onSend={room.send} />
      )}
    </section>
  );
}
