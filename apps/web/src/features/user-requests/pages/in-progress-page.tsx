import { ClipboardList } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { useSession } from '../../../lib/session/session-context';
import { useInProgressServices } from '../api/get-in-progress-services';
import { CancelRequestDialog } from '../components/cancel-request-dialog';
import { CompletionCodeDialog } from '../components/completion-code-dialog';
import { InProgressCard, type InProgressAction } from '../components/in-progress-card';
import { AcceptQuoteDialog, RejectQuoteDialog } from '../components/quote-dialogs';
import {
  NewRequestButton,
  RequestCardGrid,
  RequestListContent,
} from '../components/request-list-content';
import { RequestsPageHeader } from '../components/requests-page-header';
import type { UserRequest } from '../types';
import { useHashTarget } from '../../../hooks/use-hash-target';

/** Loaded when a customer first moves a visit: few do, so the list's download stays small. */
const RescheduleDialog = lazy(async () => ({
  default: (await import('../components/reschedule-dialog')).RescheduleDialog,
}));

/** /user/inprogress: active requests with quote, completion-code, payment, chat and cancel actions. */
export default function InProgressPage() {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const services = useInProgressServices({ enabled: user !== null });
  const [open, setOpen] = useState<{ action: InProgressAction; request: UserRequest } | null>(null);
  const close = () => setOpen(null);
  const requestFor = (action: InProgressAction) => (open?.action === action ? open.request : null);
  const rescheduling = requestFor('reschedule');
  const listRef = useKeepFocus<HTMLDivElement>(services.data?.length);
  // Opened from a notification at one job's card: bring it into view.
  useHashTarget(services.data !== undefined);

  const content = (
    <RequestListContent
      requests={services}
      notLoggedIn={t('inProgress.notLoggedIn')}
      loadFailed={t('inProgress.loadFailed')}
      empty={
        <EmptyState
          icon={ClipboardList}
          title={t('inProgress.empty')}
          body={t('inProgress.emptyBody')}
          data-testid="in-progress-empty"
          action={<NewRequestButton />}
        />
      }
    >
      {(requests) => (
        <RequestCardGrid requests={requests}>
          {(request) => (
            <InProgressCard
              request={request}
              onAction={(action, target) => setOpen({ action, request: target })}
            />
          )}
        </RequestCardGrid>
      )}
    </RequestListContent>
  );

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
      {rescheduling && (
        <Suspense fallback={null}>
          <RescheduleDialog request={rescheduling} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
