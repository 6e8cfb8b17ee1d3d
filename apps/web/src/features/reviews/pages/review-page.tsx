import { isReviewable, REDIRECT_AFTER_REVIEW_MS } from '@gharseva/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import { useServiceForReview } from '../api/get-service-for-review';
import { ExistingReview } from '../components/existing-review';
import { ReviewForm } from '../components/review-form';
import { ReviewSignInPrompt } from '../components/review-sign-in-prompt';
import { ServiceSummary } from '../components/service-summary';
import { isSignedOutError, loadFailureMessage } from '../utils/review-messages';

/**
 * /review/{serviceRequestId} (SPEC.md section 2): no guard in the router, but the calls need
 * the customer who booked. Rate a paid service once; a reviewed one shows its rating.
 */
export default function ReviewPage() {
  const { t } = useTranslation('requests');
  const { serviceRequestId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.role === 'user';
  const service = useServiceForReview(serviceRequestId, { enabled: signedIn });
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(() => void navigate(paths.user.inProgress), REDIRECT_AFTER_REVIEW_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  let content;
  if (session.isLoading) content = <PageSpinner className="min-h-48" />;
  else if (!signedIn || isSignedOutError(service.error)) content = <ReviewSignInPrompt />;
  else if (service.isPending) content = <PageSpinner className="min-h-48" />;
  else if (service.isError) {
    content = (
      <LoadError
        message={loadFailureMessage(service.error, {
          failed: t('review.fetchFailed'),
          unexpected: t('review.loadFailed'),
        })}
        onRetry={() => void service.refetch()}
      />
    );
  } else {
    const { data } = service;
    let body;
    if (submitted) {
      body = (
        <Alert variant="success" title={t('review.messages.submitted')}>
          {t('review.redirecting')}
        </Alert>
      );
    } else if (data.rating) body = <ExistingReview rating={data.rating} />;
    else if (!isReviewable(data.status)) {
      body = (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="info" className="w-full">
            {t('review.notPaid')}
          </Alert>
          <ButtonLink to={paths.user.inProgress} variant="secondary">
            {t('review.viewServices')}
          </ButtonLink>
        </div>
      );
    } else {
      body = <ReviewForm serviceRequestId={data._id} onSubmitted={() => setSubmitted(true)} />;
    }
    content = (
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        <ServiceSummary service={data} />
        {body}
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <PageHeader
        title={t('review.title')}
        subtitle={t('review.subtitle')}
        backTo={paths.user.inProgress}
        backLabel={t('review.back')}
      />
      {content}
    </div>
  );
}
