import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccessDenied } from '../../../components/ui/access-denied';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useConversationByService } from '../api/get-conversation-by-service';
import { ChatPane } from '../components/chat-pane';
import { useOpenConversation } from '../hooks/use-open-conversation';

/** /user/chat/{serviceId}: the chat of one job (the In Progress card's Chat), full width. */
export default function ServiceChatPage() {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const { serviceId = '' } = useParams();
  const lookup = useConversationByService('user', serviceId, { enabled: user !== null });
  const { conversations, conversation, notFound } = useOpenConversation('user', lookup.data, {
    enabled: user !== null,
  });

  if (!user) {
    return <AccessDenied message={t('accessDenied.user')} loginTo={paths.user.login} />;
  }

  const refused = lookup.isError && isApiError(lookup.error) && lookup.error.fromServer;
  let content;
  if (conversation) {
    content = (
      <Card className="flex h-[calc(100dvh-14rem)] min-h-[24rem] overflow-hidden md:h-[calc(100dvh-15rem)]">
        <div className="flex min-w-0 flex-1 flex-col">
          <ChatPane
            key={conversation.id}
            role="user"
            conversation={conversation}
            senderId={user._id}
            headingLevel={1}
          />
        </div>
      </Card>
    );
  } else if (refused || notFound) {
    content = <Alert variant="error">{t('messages.notFoundUser')}</Alert>;
  } else if (lookup.isError || (conversations.isError && !conversations.data)) {
    content = (
      <LoadError
        message={t('messages.loadConversationsFailed')}
        onRetry={() => void (lookup.isError ? lookup.refetch() : conversations.refetch())}
      />
    );
  } else {
    content = <PageSpinner className="min-h-64" />;
  }

  return (
    <div className="flex flex-col gap-3">
      <title>{tc('pageTitle', { title: conversation?.title ?? t('service.title') })}</title>
      <TextLink to={paths.user.inProgress} className="gap-1.5 self-start text-sm">
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('service.back')}
      </TextLink>
      {!conversation && <h1 className="sr-only">{t('service.title')}</h1>}
      {content}
    </div>
  );
}
