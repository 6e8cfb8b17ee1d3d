import { LayoutDashboard, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** The ways on after a payment: 'Leave a Review' when one is due, and 'Go to Dashboard'. */
export function PaymentActions({ reviewFor }: { reviewFor?: string | null }) {
  const { t } = useTranslation('payments');
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      {reviewFor && (
        <ButtonLink to={paths.review(reviewFor)} variant="accent">
          <Star className="size-5" aria-hidden="true" />
          {t('payment.leaveReview')}
        </ButtonLink>
      )}
      <ButtonLink to={paths.user.dashboard} variant={reviewFor ? 'outline' : 'primary'}>
        <LayoutDashboard className="size-5" aria-hidden="true" />
        {t('payment.goToDashboard')}
      </ButtonLink>
    </div>
  );
}
