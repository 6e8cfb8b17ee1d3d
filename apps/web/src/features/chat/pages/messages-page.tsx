import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { paths, type SignupRole } from '../../../config/paths';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useIsNarrowScreen } from '../../../hooks/use-media-query';
import { visibleConversations } from '../../../lib/conversations';
import { useSession } from '../../../lib/session/session-context';
import { cn } from '../../../utils/cn';
import { ChatPane } from '../components/chat-pane';
import { ConversationList } from '../components/conversation-list';
import { ConversationListSkeleton } from '../components/conversation-list-skeleton';
import { NoConversations } from '../components/no-conversations';
import { PaneMessage } from '../components/pane-message';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { conversationPath, messagesPath } from '../utils/conversation-path';

/**
 * /user/messages and /repairer/messages (with /{conversationId}): the conversation list and
 * the chat (SPEC.md section 2). Under 768 px one pane shows at a time (the list, or the chat
 * with a way back); wider, both, and the first conversation opens by itself.
 */
export function MessagesPage({ role }: { role: SignupRole }) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const session = useSession();
  const me = role === 'user' ? session.user : session.repairer;
  const { conversationId } = useParams();
  const narrow = useIsNarrowScreen();
  // While the server's first screen hydrates, the width is the server's guess (wide), not the
  // screen's: a phone must not be sent into the first chat on that guess.
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { conversations, conversation, notFound, checking } = useOpenConversation(
    role,
    conversationId,
    { enabled: me !== null },
  );
  const list = visibleConversations(conversations.data ?? []);
  const firstId = list[0]?.id;

  useEffect(() => {
    if (hydrated && !narrow && !conversationId && firstId) {
      void navigate(conversationPath(role, firstId), { replace: true });
    }
  }, [hydrated, narrow, conversationId, firstId, navigate, role]);

  if (!me) {
    return <AccessDenied message={t(`accessDenied.${role}`)} loginTo={paths[role].login} />;
  }

  const backToList = narrow ? () => void navigate(messagesPath(role)) : undefined;
  const chatOpen = conversationId !== undefined;
  const showList = !narrow || !chatOpen;
  const showChat = !narrow || chatOpen;

  let listPane;
  if (conversations.isPending) listPane = <ConversationListSkeleton />;
  else if (conversations.isError && !conversations.data) {
    listPane = (
      <div className="p-4">
        <LoadError
          message={t('messages.loadConversationsFailed')}
          onRetry={() => void conversations.refetch()}
        />
      </div>
    );
  } else {
    listPane = <ConversationList role={role} conversations={list} selectedId={conversationId} />;
  }

  let chatPane;
  if (conversation) {
    chatPane = (
      <ChatPane
        key={conversation.id}
        role={role}
        conversation={conversation}
        senderId={me._id}
        onBack={backToList}
      />
    );
  } else if (notFound) {
    chatPane = (
      <PaneMessage
        error
        text={t(role === 'user' ? 'messages.notFoundUser' : 'messages.notFoundRepairer')}
        onBack={backToList}
      />
    );
  } else if (chatOpen && (checking || conversations.isPending)) {
    chatPane = <ConversationListSkeleton />;
  } else {
    chatPane = <PaneMessage text={t('pane.select')} />;
  }

  const empty = conversations.isSuccess && list.length === 0 && !chatOpen;
  return (
    <div className="flex flex-col gap-4">
      {narrow && chatOpen ? (
        <>
          <title>{tc('pageTitle', { title: t('title') })}</title>
          <h1 className="sr-only">{t('title')}</h1>
        </>
      ) : (
        <PageHeader
          title={t('title')}
          backTo={paths[role].dashboard}
          backLabel={t('backToDashboard')}
        />
      )}
      {empty ? (
        <NoConversations role={role} />
      ) : (
        <Card
          className={cn(
            'flex overflow-hidden',
            // The chat fills the screen below the header; only its message log scrolls.
            showChat &&
              'h-[calc(100dvh-10.5rem)] min-h-[24rem] md:h-[calc(100dvh-18.5rem)] md:min-h-[28rem]',
          )}
        >
          {showList && (
            <div
              className={cn(
                'flex min-h-0 flex-col',
                showChat ? 'w-80 shrink-0 border-e border-slate-200 lg:w-96' : 'w-full',
              )}
            >
              {listPane}
            </div>
          )}
          {showChat && <div className="flex min-w-0 flex-1 flex-col">{chatPane}</div>}
        </Card>
      )}
    </div>
  );
}
