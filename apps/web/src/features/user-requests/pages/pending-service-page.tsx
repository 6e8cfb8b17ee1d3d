import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { useSession } from '../../../lib/session/session-context';
import { useCancelRequest } from '../api/cancel-request';
import { useMyRequests } from '../api/get-my-requests';
import { PendingRequests } from '../components/pending-requests';
import { NewRequestButton, RequestListContent } from '../components/request-list-content';
import { RequestsPageHeader } from '../components/requests-page-header';
import type { UserRequest } from '../types';
import { cancelFailure } from '../utils/cancel-failure';

/** /user/pending-service: the requests still 'requested', each cancellable after a confirmation. */
export default function PendingServicePage() {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const requests = useMyRequests('requested', { enabled: user !== null });
  const cancel = useCancelRequest();
  const [toCancel, setToCancel] = useState<UserRequest | null>(null);

  const onConfirmCancel = () => {
    if (!toCancel) return;
    const fallbacks = {
      failed: t('pending.cancelFailed'),
      unexpected: t('pending.cancelError'),
      refused: t('pending.cancelRefused'),
    };
    cancel.mutate(toCancel._id, {
      onSuccess: (response) => {
        setToCancel(null);
        if (response.success === false) {
          toast.error(response.message || fallbacks.failed, { id: 'cancel-request' });
          return;
        }
        toast.success(t('pending.cancelled'), { id: 'cancel-request' });
      },
      onError: (error) => {
        setToCancel(null);
        toast.error(cancelFailure(error, fallbacks), { id: 'cancel-request' });
      },
    });
  };

  const listRef = useKeepFocus<HTMLDivElement>(requests.data?.length);

  const content = (
    <RequestListContent
      requests={requests}
      loadFailed={t('pending.loadFailed')}
      empty={
        <EmptyState
          icon={Hourglass}
          title={t('pending.empty')}
          body={t('pending.emptyBody')}
          data-testid="pending-empty"
          action={<NewRequestButton />}
        />
      }
    >
      {(pending) => <PendingRequests requests={pending} onCancel={setToCancel} />}
    </RequestListContent>
  );

  return (
    <div className="flex flex-col gap-6">
      <RequestsPageHeader title={t('pending.title')} subtitle={t('pending.subtitle')} />
      {/* A cancelled request leaves the list under the focus: keep the keyboard's place. */}
      <div ref={listRef} tabIndex={-1}>
        {content}
      </div>
      <ConfirmDialog
        open={toCancel !== null}
        onClose={() => setToCancel(null)}
        onConfirm={onConfirmCancel}
        isPending={cancel.isPending}
        confirmVariant="danger"
        title={t('pending.confirmTitle')}
        description={toCancel && t('pending.confirmBody', { title: toCancel.title })}
        confirmLabel={t('pending.confirmCancel')}
        cancelLabel={t('pending.confirmKeep')}
      />
    </div>
  );
}
