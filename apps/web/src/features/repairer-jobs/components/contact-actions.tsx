import type { TAssignedJob } from '@gharseva/domain';
import { MessageSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { useCreateConversation } from '../api/create-conversation';

/** Chat (opens or finds the job's conversation, then the messages page) and Call Customer. */
export function ContactActions({ job }: { job: TAssignedJob }) {
  const { t } = useTranslation('repairer');
  const navigate = useNavigate();
  const chat = useCreateConversation();
  const toastId = `chat-${job._id}`;
  const phone = job.customer.phone;

  const onChat = () => {
    toast.loading(t('jobs.chat.initiating'), { id: toastId });
    chat.mutate(job._id, {
      onSuccess: ({ conversationId }) => {
        if (!conversationId) {
          toast.error(t('jobs.chat.missing'), { id: toastId });
          return;
        }
        toast.success(t('jobs.chat.initiated'), { id: toastId });
        void navigate(paths.repairer.conversation(conversationId));
      },
      onError: (error) => toast.error(errorMessage(error, t('jobs.chat.failed')), { id: toastId }),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={onChat} isLoading={chat.isPending}>
        {!chat.isPending && <MessageSquare className="size-4" aria-hidden="true" />}
        {t('jobs.chat.button')}
      </Button>
      {phone ? (
        <a href={`tel:+91${phone}`} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
          <Phone className="size-4" aria-hidden="true" />
          {t('jobs.call.button')}
        </a>
      ) : (
        <Button
          size="sm"
          variant="outline"
          onClick={() => toast.error(t('jobs.call.missing'), { id: `call-${job._id}` })}
        >
          <Phone className="size-4" aria-hidden="true" />
          {t('jobs.call.button')}
        </Button>
      )}
    </div>
  );
}
