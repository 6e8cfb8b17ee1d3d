import { canTransition, chatIsOpen } from '@gharseva/domain';
import { CircleCheck, CircleX, CreditCard, KeyRound, MessageSquare, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useKeepFocus } from '../../../hooks/use-keep-focus';
import { paths } from '../../../config/paths';
import type { UserRequest } from '../types';
import { requestAnchor } from '../../../hooks/use-hash-target';
import { payLink } from '../utils/status';
import { RequestFacts } from './request-facts';
import { RequestStatusBadge } from '../../../components/ui/status-badge';
import { useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';

export type InProgressAction = 'accept' | 'reject' | 'otp' | 'cancel';

/** One active request with what the customer can do at its status. */
export function InProgressCard({
  request,
  onAction,
}: {
  request: UserRequest;
  onAction: (action: InProgressAction, request: UserRequest) => void;
}) {
  const { t } = useTranslation('requests');
  const title = useRequestTitle();
  const line = useServiceLine();
  const titleId = `request-${request._id}-title`;
  const pay = payLink(request);
  const awaitingPayment =
    !pay && (request.status === 'pending_payment' || request.status === 'rejected');
  const canQuote = request.status === 'quoted' && request.estimatedPrice > 0;
  const canVerify = request.status === 'pending_otp';
  // The job's chat opens once a repairer accepts it and closes with the job (DESIGN.md section 3).
  const canChat = request.repairer !== null && chatIsOpen(request.status);
  // Free until a quote is answered: the status table says when (DESIGN.md section 12).
  const canCancel = canTransition(request.status, 'cancel');
  const hasActions = canQuote || canVerify || pay !== null || canChat || canCancel;
  // A new status swaps the actions under the focus (Accept Quote gone once accepted).
  const cardRef = useKeepFocus<HTMLDivElement>(request.status);

  return (
    <Card
      ref={cardRef}
      tabIndex={-1}
      role="article"
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 p-4 sm:p-5"
      id={requestAnchor(request._id)}
      data-testid="in-progress-card"
      data-request-id={request._id}
    >
      <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug font-bold break-words text-slate-900">
            {title(request)}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{line(request)}</p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>

      <RequestFacts request={request} />

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

      {hasActions && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
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
          {canCancel && (
            <Button size="sm" variant="outline" onClick={() => onAction('cancel', request)}>
              <X className="size-4" aria-hidden="true" />
              {t('inProgress.withdraw.button')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
