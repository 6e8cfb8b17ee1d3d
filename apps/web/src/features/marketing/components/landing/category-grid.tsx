import { CATEGORY_CARDS } from '@gharseva/domain';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextLink } from '../../../../components/ui/text-link';
import { paths } from '../../../../config/paths';
import { CategoryIcon } from '../../../../components/ui/category-icon';
import { SectionHeading } from '../section-heading';
import { useCatalogueText } from '../../../../i18n/catalogue';

/** The 13 catalogue categories, each linking to its prices on the services page. */
export function CategoryGrid() {
  const { t } = useTranslation('marketing');
  const cat = useCatalogueText();
  return (
    <section aria-labelledby="categories-title" className="px-4 py-14 sm:py-20 render-when-visible">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="categories-title"
          title={t('landing.categories.title')}
          subtitle={t('landing.categories.subtitle')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {CATEGORY_CARDS.map((category) => (
            <li key={category.slug} className="min-w-0">
              <Link
                to={{ pathname: paths.services, hash: category.slug }}
                className="group flex h-full min-h-28 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-teal-600 hover:shadow-md sm:p-5"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-teal-50 transition group-hover:bg-teal-100">
                  <CategoryIcon name={category.icon} className="size-6 text-teal-700" />
                </span>
                {/* Catalogue text is data, translated later through the `catalogue` namespace. */}
                <span className="mt-3 text-base font-semibold break-words text-slate-900">
                  {cat(category.cardLabel)}
                </span>
                <span className="mt-1 hidden text-sm text-slate-600 sm:block">
                  {cat(category.description)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 text-center">
          <TextLink to={paths.services} className="gap-2">
            {t('landing.categories.viewAll')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </TextLink>
        </div>
      </div>
    </section>
  );
}
