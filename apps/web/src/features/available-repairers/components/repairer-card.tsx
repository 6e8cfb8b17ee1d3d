import { isSearchCategory, type TRepairerSearchResult } from '@gharseva/domain';
import { BriefcaseBusiness, Check, MapPin, Navigation, Send, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useServiceWithPrice, VisitPriceNote } from '../../../components/ui/visit-price-note';
import { formatNumber } from '../../../utils/number';

function Stars({ average }: { average: number }) {
  const filled = Math.round(average);
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={
            n <= filled ? 'size-4 fill-accent-500 text-accent-500' : 'size-4 text-slate-300'
          }
        />
      ))}
    </span>
  );
}

/** One professional near the customer: rating, where, what and for how much, how far. */
export function RepairerCard({
  repairer,
  requested,
  onRequest,
}: {
  repairer: TRepairerSearchResult;
  /** A request was sent to them from this page. */
  requested: boolean;
  onRequest: (repairer: TRepairerSearchResult) => void;
}) {
  const { t } = useTranslation(['repairers', 'common']);
  const titleId = `repairer-${repairer._id}-name`;
  const { rating, location } = repairer;
  const place = location.address || [location.district, location.state].filter(Boolean).join(', ');
  const distance = formatNumber(repairer.distanceKm, { maximumFractionDigits: 1 });
  const serviceName = (name: string) =>
    isSearchCategory(name) ? t(`common:searchCategories.${name}`) : name;
  const withPrice = useServiceWithPrice();

  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 p-4 sm:p-5"
      data-testid="repairer-card"
      data-repairer-id={repairer._id}
    >
      <div className="flex items-start gap-3">
        <Avatar name={repairer.fullname} src={repairer.profilePicture} className="size-14" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-bold break-words text-slate-900">
            {repairer.fullname}
          </h2>
          {repairer.verified && <VerifiedBadge label={t('card.verified')} className="my-1" />}
          {rating.count > 0 ? (
            <p className="flex flex-wrap items-center gap-1.5 text-sm">
              <Stars average={rating.average} />
              <span className="font-semibold text-slate-900">
                <span className="sr-only">
                  {t('card.rating', { rating: rating.average.toFixed(1) })}
                </span>
                <span aria-hidden="true">{rating.average.toFixed(1)}</span>
              </span>
              <span className="text-slate-600">{t('card.reviews', { count: rating.count })}</span>
            </p>
          ) : (
            <p className="text-sm font-medium text-brand-700">{t('card.newProfessional')}</p>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-2.5 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-semibold text-brand-800">
          <Navigation className="size-4 shrink-0" aria-hidden="true" />
          {repairer.distanceKm < 1 ? t('card.distanceNear') : t('card.distance', { distance })}
        </p>
        <p className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <span className="sr-only">{t('card.address')}: </span>
            {[place, location.postalCode].filter(Boolean).join(' - ')}
          </span>
        </p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.services')}>
          {repairer.services.map((service) => (
            <li
              key={service.name}
              className="rounded-lg bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-800"
            >
              {withPrice(serviceName(service.name), service.price)}
            </li>
          ))}
        </ul>
        <VisitPriceNote className="text-xs text-slate-600" />
        <p className="flex items-center gap-2">
          <BriefcaseBusiness className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {t('card.experience', { count: repairer.experience })}
        </p>
      </div>

      <Button
        className="mt-auto"
        fullWidth
        variant={requested ? 'secondary' : 'primary'}
        disabled={requested}
        // Still focusable: the request dialog gives the focus back to it once sent.
        focusableWhenDisabled
        onClick={() => onRequest(repairer)}
      >
        {requested ? (
          <Check className="size-5" aria-hidden="true" />
        ) : (
          <Send className="size-5" aria-hidden="true" />
        )}
        {requested ? t('card.requested') : t('card.request')}
      </Button>
    </Card>
  );
}
