import type { TConversation } from '@gharseva/domain';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { RequestStatusBadge } from '../../../components/ui/status-badge';
import type { SignupRole } from '../../../config/paths';
import { useRequestTitle } from '../../../i18n/request-title';

/**
 * The chat's title: the job's for the customer (with whom), 'Chat with {sender}' and
 * 'Job: {title}' for the professional (SPEC.md section 2). On phones, a way back to the list.
 */
export function ChatHeader({
  role,
  conversation,
  headingId,
  headingLevel,
  onBack,
}: {
  role: SignupRole;
  conversation: TConversation;
  headingId: string;
  headingLevel: 1 | 2;
  onBack?: (() => void) | undefined;
}) {
  const { t } = useTranslation('chat');
  const jobTitle = useRequestTitle()(conversation);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const [title, subtitle] =
    role === 'user'
      ? [jobTitle, t('pane.with', { name: conversation.sender })]
      : [t('pane.chatWith', { name: conversation.sender }), t('pane.job', { title: jobTitle })];
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 sm:gap-3 sm:px-4 sm:py-3">
      {onBack && (
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('pane.back')}>
          <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
        </Button>
      )}
      <Avatar name={conversation.sender} className="size-10" />
      <div className="min-w-0 flex-1">
        <Heading id={headingId} className="truncate text-base font-bold text-slate-900 sm:text-lg">
          {title}
        </Heading>
        <p className="truncate text-sm text-slate-600">{subtitle}</p>
      </div>
      <span className="hidden sm:inline-flex">
        <RequestStatusBadge status={conversation.serviceRequestStatus} />
      </span>
    </header>
  );
}
