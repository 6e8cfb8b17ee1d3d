import { canTransition, chatIsOpen, inStatusGroup, RESCHEDULE_STATUSES } from '@gharseva/domain';
import {
  CalendarClock,
  CircleCheck,
  CircleX,
  CreditCard,
  KeyRound,
  MessageSquare,
  X,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { paths } from '../../../config/paths';
import type { UserRequest } from '../types';
import { requestAnchor } from '../../../hooks/use-hash-target';
import { payLink } from '../utils/status';
import { RequestSummaryCard } from './request-summary-card';
import { RescheduleNote } from './reschedule-note';

export type InProgressAction = 'accept' | 'reject' | 'otp' | 'cancel' | 'reschedule';

/** One active request with what the customer can do at its status. */
export function InProgressCard({
  request,
  onAction,
}: {
  request: UserRequest;
  onAction: (action: InProgressAction, request: UserRequest) => void;
}) {
  const { t } = useTranslation(['requests', 'reschedule']);
  const pay = payLink(request);
  const awaitingPayment =
    !pay && (request.status === 'pending_payment' || request.status === 'rejected');
  const canQuote = request.status === 'quoted' && request.estimatedPrice > 0;
  const canVerify = request.status === 'pending_otp';
  // The job's chat opens once a repairer accepts it and closes with the job (DESIGN.md section 3).
  const canChat = request.repairer !== null && chatIsOpen(request.status);
  // Free until a quote is answered: the status table says when (DESIGN.md section 12).
  // After the quote too, once the repairer declined the customer's new date (issue 24).
  const canCancel =
    canTransition(request.status, 'cancel') ||
    (request.lastRescheduleDeclined === true &&
      canTransition(request.status, 'cancel_after_declined_reschedule'));
  // The visit moves until work starts; one new date at a time.
  const canReschedule =
    inStatusGroup(RESCHEDULE_STATUSES, request.status) && !request.pendingReschedule;
  const hasActions = canQuote || canVerify || pay !== null || canChat || canCancel || canReschedule;
  // A new status swaps the actions under the focus (Accept Quote gone once accepted).
  const cardRef = useKeepFocus<HTMLDivElement>(request.status);

  return (
    <RequestSummaryCard
      ref={cardRef}
      tabIndex={-1}
      request={request}
      id={requestAnchor(request._id)}
      data-testid="in-progress-card"
      actions={
        hasActions && (
          <>
            {canQuote && (
              <>
                <Button size="sm" onClick={() => onAction('accept', request)}>
                  <CircleCheck className="size-4" aria-hidden="true" />
                  {t('inProgress.acceptQuote')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => onAction('reject', request)}>
                  <CircleX className="size-4" aria-hidden="true" />
                  {t('inProgress.rejectQuote')}
                </Button>
              </>
            )}
            {canVerify && (
              <Button size="sm" onClick={() => onAction('otp', request)}>
                <KeyRound className="size-4" aria-hidden="true" />
                {t('inProgress.enterCode')}
              </Button>
            )}
            {pay && (
              <ButtonLink
                size="sm"
                variant="accent"
                to={
                  pay.kind === 'service'
                    ? paths.user.payment(pay.paymentId)
                    : paths.rejectionFee(pay.paymentId)
                }
              >
                <CreditCard className="size-4" aria-hidden="true" />
                {pay.kind === 'service' ? t('inProgress.payNow') : t('inProgress.payRejectionFee')}
              </ButtonLink>
            )}
            {canChat && (
              <ButtonLink size="sm" variant="secondary" to={paths.user.chat(request._id)}>
                <MessageSquare className="size-4" aria-hidden="true" />
                {t('inProgress.chat')}
              </ButtonLink>
            )}
            {canReschedule && (
              <Button size="sm" variant="outline" onClick={() => onAction('reschedule', request)}>
                <CalendarClock className="size-4" aria-hidden="true" />
                {t('reschedule:action')}
              </Button>
            )}
            {canCancel && (
              <Button size="sm" variant="outline" onClick={() => onAction('cancel', request)}>
                <X className="size-4" aria-hidden="true" />
                {t('inProgress.withdraw.button')}
              </Button>
            )}
          </>
        )
      }
    >
      <RescheduleNote request={request} />
      {request.status === 'requested' && (
        <p className="rounded-lg bg-yellow-50 px-3 py-2 text-sm text-yellow-900">
          {request.repairer
            ? t('card.awaitingNamed', { name: request.repairer.fullname })
            : t('card.awaitingProfessional')}
        </p>
      )}
      {awaitingPayment && (
        <p className="rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900">
          {t('inProgress.paymentSoon')}
        </p>
      )}
    </RequestSummaryCard>
  );
}
