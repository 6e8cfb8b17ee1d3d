import { PAID_STATUSES } from '@gharseva/domain';
import { CircleCheckBig, Download, RotateCcw, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { receiptUrl } from '../../../lib/downloads';
import { requestAnchor, useHashTarget } from '../../../hooks/use-hash-target';
import { useSession } from '../../../lib/session/session-context';
import { useRequestTitle } from '../../../i18n/request-title';
import { useMyRequests } from '../api/get-my-requests';
import { RequestCardGrid, RequestListContent } from '../components/request-list-content';
import { ProblemReport } from '../components/problem-report';
import { RequestSummaryCard } from '../components/request-summary-card';
import { RequestsPageHeader } from '../components/requests-page-header';
import { canReview, COMPLETED_FILTER } from '../utils/status';

/** A paid job with a repairer can be booked again with him (issue 24). */
function canBookAgain(request: { status: string; repairer: unknown }): boolean {
  return request.repairer !== null && (PAID_STATUSES as readonly string[]).includes(request.status);
}

/**
 * /user/completed-services: paid and closed jobs, with 'Leave a Review' where it is due and
 * 'Report a problem' in the 7 days after the payment.
 */
export default function CompletedServicesPage() {
  const { t } = useTranslation(['requests', 'receipts', 'booking']);
  const { user } = useSession();
  const requestTitle = useRequestTitle();
  const requests = useMyRequests(COMPLETED_FILTER, { enabled: user !== null });
  // A problem report's notification opens its job's card.
  useHashTarget(requests.data !== undefined);

  const content = (
    <RequestListContent
      requests={requests}
      loadFailed={t('completed.loadFailed')}
      empty={
        <EmptyState
          icon={CircleCheckBig}
          title={t('completed.empty')}
          body={t('completed.emptyBody')}
          data-testid="completed-empty"
          action={
            <ButtonLink to={paths.user.inProgress} variant="secondary">
              {t('inProgress.title')}
            </ButtonLink>
          }
        />
      }
    >
      {(completed) => (
        <RequestCardGrid requests={completed}>
          {(request) => (
            <RequestSummaryCard
              id={requestAnchor(request._id)}
              request={request}
              actions={
                canReview(request) || request.paymentId || canBookAgain(request) ? (
                  <>
                    {canBookAgain(request) && (
                      <ButtonLink
                        size="sm"
                        variant="secondary"
                        to={paths.user.bookAgain(request._id)}
                        // Label in Name (WCAG 2.5.3): the name begins with the visible text.
                        aria-label={t('booking:bookAgain.label', {
                          action: t('booking:bookAgain.button'),
                          title: requestTitle(request),
                          repairer: request.repairer?.fullname ?? '',
                        })}
                        data-testid="book-again"
                      >
                        <RotateCcw className="size-4" aria-hidden="true" />
                        {t('booking:bookAgain.button')}
                      </ButtonLink>
                    )}
                    {canReview(request) && (
                      <ButtonLink size="sm" variant="accent" to={paths.review(request._id)}>
                        <Star className="size-4" aria-hidden="true" />
                        {t('completed.leaveReview')}
                      </ButtonLink>
                    )}
                    {request.paymentId && (
                      <a
                        href={receiptUrl(request.paymentId)}
                        download
                        className={buttonClasses({ size: 'sm', variant: 'outline' })}
                        data-testid="download-receipt"
                      >
                        <Download className="size-4" aria-hidden="true" />
                        {t('receipts:downloadReceipt')}
                      </a>
                    )}
                  </>
                ) : undefined
              }
            >
              {request.rating && (
                <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                  <Star className="size-4 fill-accent-500 text-accent-500" aria-hidden="true" />
                  {t('completed.reviewed', { stars: request.rating.stars })}
                </p>
              )}
              {request.status === 'closed_rejected' && (
                <p className="text-sm text-slate-600">{t('completed.closedRejected')}</p>
              )}
              <ProblemReport request={request} />
            </RequestSummaryCard>
          )}
        </RequestCardGrid>
      )}
    </RequestListContent>
  );

  return (
    <div className="flex flex-col gap-6">
      <RequestsPageHeader title={t('completed.title')} subtitle={t('completed.subtitle')} />
      {content}
    </div>
  );
}
