import type { TConversation } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import type { SignupRole } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { conversationPath } from '../utils/conversation-path';
import { ConversationItem } from './conversation-item';

/** The conversations, open ones first, then latest first, each a link to its chat. */
export function ConversationList({
  role,
  conversations,
  selectedId,
}: {
  role: SignupRole;
  conversations: TConversation[];
  selectedId: string | undefined;
}) {
  const { t } = useTranslation('chat');
  const now = useNow(60_000);
  return (
    <nav aria-label={t('list.label')} className="min-h-0 flex-1 overflow-y-auto">
      <ul className="divide-y divide-slate-100">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationItem
              conversation={conversation}
              to={conversationPath(role, conversation.id)}
              selected={conversation.id === selectedId}
              now={now}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
