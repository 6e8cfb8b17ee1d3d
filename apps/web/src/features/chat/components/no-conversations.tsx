import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths, type SignupRole } from '../../../config/paths';

/** 'No conversations yet.', and where chats come from. */
export function NoConversations({ role }: { role: SignupRole }) {
  const { t } = useTranslation('chat');
  const { t: tc } = useTranslation();
  return (
    <EmptyState
      icon={MessagesSquare}
      title={t('list.empty')}
      body={t(`list.emptyBody.${role}`)}
      data-testid="conversations-empty"
      action={
        <ButtonLink
          to={role === 'user' ? paths.user.inProgress : paths.repairer.inProgress}
          variant="secondary"
        >
          {role === 'user' ? tc('header.inProgress') : tc('header.assignedJobs')}
        </ButtonLink>
      }
    />
  );
}
