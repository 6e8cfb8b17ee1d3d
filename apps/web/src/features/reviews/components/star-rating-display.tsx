import { STARS_MAX } from '@gharseva/domain';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../utils/cn';

/** A given rating, read-only: five stars named as one image ('Rated 4 out of 5 stars'). */
export function StarRatingDisplay({ stars }: { stars: number }) {
  const { t } = useTranslation('requests');
  return (
    <p role="img" aria-label={t('review.ratedLabel', { stars })} className="flex gap-1">
      {Array.from({ length: STARS_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-7', i < stars ? 'fill-accent-500 text-accent-500' : 'text-slate-300')}
        />
      ))}
    </p>
  );
}
