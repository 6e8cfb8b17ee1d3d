import { CATALOGUE, VISIT_FEE_RUPEES } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { useCatalogueText } from '../../../i18n/catalogue';
import { formatMoneyRupees } from '../../../utils/money';

/** The 13 catalogue categories, each booking a FREE first visit through the wizard. */
export function ServiceGrid({ onBook }: { onBook: (serviceType: string) => void }) {
  const { t } = useTranslation('dashboard');
  const cat = useCatalogueText();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
      {CATALOGUE.map((category) => {
        const titleId = `service-card-${category.slug}`;
        return (
          <li key={category.slug} className="flex">
            <Card
              role="article"
              aria-labelledby={titleId}
              className="flex w-full flex-col items-center gap-2 p-2.5 text-center sm:p-4"
              data-testid={`service-card-${category.slug}`}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <CategoryIcon name={category.icon} className="size-6" />
              </span>
              <h3
                id={titleId}
                className="text-sm leading-snug font-semibold text-slate-900 sm:text-base"
              >
                {cat(category.cardLabel)}
              </h3>
              <Button
                size="sm"
                fullWidth
                className="mt-auto leading-tight"
                onClick={() => onBook(category.name)}
              >
                {t('user.services.book')}
              </Button>
              <p className="text-[0.7rem] leading-snug text-slate-500 sm:text-xs">
                {t('user.services.feeNote', { fee: formatMoneyRupees(VISIT_FEE_RUPEES) })}
              </p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
