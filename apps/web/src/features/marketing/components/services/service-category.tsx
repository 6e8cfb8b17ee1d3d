import type { CatalogueCategory } from '@gharseva/domain';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { CategoryIcon } from '../../../../components/ui/category-icon';
import { formatPriceRangeLocal } from '../../../../utils/money';
import { useCatalogueText } from '../../../../i18n/catalogue';

interface ServiceCategoryProps {
  category: CatalogueCategory;
}

/**
 * One main category: its name and description, then a disclosure with every sub-category and its
 * issues with indicative prices. The section's id is the slug, so `/services#plumbing` opens it.
 *
 * Category, sub-category and issue names and price texts are rendered straight from the
 * catalogue data: they are translated later through a separate `catalogue` namespace.
 */
export function ServiceCategory({ category }: ServiceCategoryProps) {
  const { t } = useTranslation('marketing');
  const cat = useCatalogueText();
  const headingId = `${category.slug}-title`;
  const issueCount = category.subCategories.reduce((sum, sub) => sum + sub.services.length, 0);

  return (
    <section
      id={category.slug}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-start gap-4 p-5 sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50">
          <CategoryIcon name={category.icon} className="size-6 text-teal-700" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
            {cat(category.name)}
          </h2>
          <p className="mt-1 text-sm text-slate-600 sm:text-base">{cat(category.description)}</p>
        </div>
      </div>

      <details data-open-on-hash className="group border-t border-slate-200">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 py-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 sm:px-6 [&::-webkit-details-marker]:hidden">
          {t('services.showPrices', { count: issueCount })}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>

        <div className="space-y-6 px-5 pt-2 pb-6 sm:px-6">
          {category.subCategories.map((sub) => (
            <div key={sub.name}>
              <h3 className="text-base font-semibold text-slate-900">{cat(sub.name)}</h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
                {sub.services.map((service) => (
                  <li
                    key={service.issue}
                    className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                  >
                    <span className="min-w-0 text-sm break-words text-slate-800">
                      {cat(service.issue)}
                    </span>
                    <span className="text-sm font-semibold whitespace-nowrap text-slate-900">
                      <span className="sr-only">{t('services.priceLabel')} </span>
                      {formatPriceRangeLocal(service.priceMin, service.priceMax, service.unit)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ButtonLink
            to={paths.requestService(category.name)}
            size="lg"
            className="w-full sm:w-auto"
          >
            {t('services.bookCategory', { category: cat(category.name) })}
          </ButtonLink>
        </div>
      </details>
    </section>
  );
}
