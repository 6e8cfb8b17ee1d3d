import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { StarRatingDisplay } from './star-rating-display';

/** A service already reviewed: the rating and comment given, read-only. */
export function ExistingReview({ rating }: { rating: { stars: number; comment: string } }) {
  const { t } = useTranslation('requests');
  return (
    <div className="flex flex-col gap-4" data-testid="existing-review">
      <Alert variant="info">{t('review.alreadyReviewed')}</Alert>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-slate-700">{t('review.ratingLabel')}</p>
        <StarRatingDisplay stars={rating.stars} />
      </div>
      {rating.comment && (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-slate-700">{t('review.yourComment')}</p>
          <blockquote className="rounded-lg bg-slate-50 p-3 break-words whitespace-pre-line text-slate-800">
            {rating.comment}
          </blockquote>
        </div>
      )}
    </div>
  );
}
