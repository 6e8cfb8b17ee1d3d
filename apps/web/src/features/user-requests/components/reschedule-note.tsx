import { inStatusGroup, RESCHEDULE_STATUSES } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { failureMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { visitWhen } from '../../../lib/visit-when';
import { translateValidation } from '../../../i18n/validation';
import { useWithdrawReschedule } from '../api/reschedule-visit';
import type { UserRequest } from '../types';

/**
 * The visit's day and slot while it can still move, and where the customer's new date stands:
 * waiting for the repairer (with a way to take it back), or declined, when cancelling is free.
 */
export function RescheduleNote({ request }: { request: UserRequest }) {
  const { t } = useTranslation(['reschedule', 'common']);
  if (!inStatusGroup(RESCHEDULE_STATUSES, request.status)) return null;
  return (
    <>
      <p className="text-sm text-slate-700" data-testid="visit-when">
        {t('visit', {
          when: visitWhen({ date: request.preferredDate, time: request.preferredTime }),
        })}
      </p>
      <RescheduleState request={request} />
    </>
  );
}

function RescheduleState({ request }: { request: UserRequest }) {
  const { t } = useTranslation(['reschedule', 'common']);
  const withdraw = useWithdrawReschedule();
  const pending = request.pendingReschedule;
  if (pending) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900"
        data-testid="reschedule-pending"
      >
        <p>{t('pending', { when: visitWhen(pending) })}</p>
        <Button
          size="sm"
          variant="outline"
          isLoading={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(request._id, {
              onSuccess: (response) =>
                toast.success(translateValidation(response.message), { id: 'reschedule' }),
              onError: (error) =>
                toast.error(
                  failureMessage(error, { failed: t('failed'), unexpected: t('failed') }),
                  {
                    id: 'reschedule',
                  },
                ),
            })
          }
        >
          {t('withdraw')}
        </Button>
      </div>
    );
  }
  if (request.lastRescheduleDeclined) {
    return (
      <p
        className="rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900"
        data-testid="reschedule-declined"
      >
        {t('declined')}
      </p>
    );
  }
  return null;
}
