import { REJECTION_FEE_PAISE } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { formatMoneyRupees } from '../../utils/money';

/**
 * What a visit costs, in the one sentence every place says it (decision 034): the visit is free,
 * and the rejection fee the server charges (REJECTION_FEE_PAISE) is due only when the customer
 * rejects the quote after the visit. Shown on the landing and services pages, the dashboard's
 * service cards, the request wizard, the repairer cards in search and the repairer's profile form.
 */
export function VisitPriceNote({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p className={className} data-testid="visit-price-note">
      {/* Paise to rupees by hand: the landing page's script budget has no room for format.ts. */}
      {t('visitPrice.note', { fee: formatMoneyRupees(REJECTION_FEE_PAISE / 100) })}
    </p>
  );
}

/**
 * A repairer's service with his own price, which is what his work starts from and never a charge
 * for the visit: 'Plumbing · work from ₹149'; just the service when he set no price.
 */
export function useServiceWithPrice(): (service: string, rupees: number) => string {
  const { t } = useTranslation('common');
  return (service, rupees) =>
    rupees > 0 ? t('visitPrice.workFrom', { service, price: formatMoneyRupees(rupees) }) : service;
}
