import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { useSession } from '../../../lib/session/session-context';
import { useInProgressServices } from '../api/get-in-progress-services';
import { CancelRequestDialog } from '../components/cancel-request-dialog';
import { CompletionCodeDialog } from '../components/completion-code-dialog';
import { InProgressCard, type InProgressAction } from '../components/in-progress-card';
import { LoadError } from '../../../components/ui/load-error';
import { AcceptQuoteDialog, RejectQuoteDialog } from '../components/quote-dialogs';
import { RequestListSkeleton } from '../components/request-list-skeleton';
import { RequestsPageHeader } from '../components/requests-page-header';
import type { UserRequest } from '../types';
import { useHashTarget } from '../../../hooks/use-hash-target';

/** /user/inprogress: active requests with quote, completion-code, payment, chat and cancel actions. */
export default function InProgressPage() {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const services = useInProgressServices({ enabled: user !== null });
  const [open, setOpen] = useState<{ action: InProgressAction; request: UserRequest } | null>(null);
  const close = () => setOpen(null);
  const requestFor = (action: InProgressAction) => (open?.action === action ? open.request : null);
  const listRef = useKeepFocus<HTMLDivElement>(services.data?.length);
  // Opened from a notification at one job's card: bring it into view.
  useHashTarget(services.data !== undefined);

  let content;
  if (!user) content = <Alert variant="error">{t('inProgress.notLoggedIn')}</Alert>;
  else if (services.isPending) content = <RequestListSkeleton />;
  else if (services.isError) {
    content = (
      <LoadError message={t('inProgress.loadFailed')} onRetry={() => void services.refetch()} />
    );
  } else if (services.data.length === 0) {
    content = (
      <EmptyState
        icon={ClipboardList}
        title={t('inProgress.empty')}
        body={t('inProgress.emptyBody')}
        data-testid="in-progress-empty"
        action={
          <ButtonLink to={paths.requestService()}>
            <Plus className="size-5" aria-hidden="true" />
            {t('requestNew')}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {services.data.map((request) => (
          <li key={request._id} className="flex">
            <InProgressCard
              request={request}
              onAction={(action, target) => setOpen({ action, request: target })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <RequestsPageHeader title={t('inProgress.title')} subtitle={t('inProgress.subtitle')} />
      {/* A cancelled request leaves the list under the focus: keep the keyboard's place. */}
      <div ref={listRef} tabIndex={-1}>
        {content}
      </div>
      <AcceptQuoteDialog request={requestFor('accept')} onClose={close} />
      <RejectQuoteDialog request={requestFor('reject')} onClose={close} />
      <CompletionCodeDialog request={requestFor('otp')} onClose={close} />
      <CancelRequestDialog request={requestFor('cancel')} onClose={close} />
    </div>
  );
}
