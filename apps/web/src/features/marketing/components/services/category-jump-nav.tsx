import { CATALOGUE } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../../components/ui/category-icon';
import { useCatalogueText } from '../../../../i18n/catalogue';

/** Chips linking to each category section of the services page (they wrap; no sideways scroll). */
export function CategoryJumpNav() {
  const { t } = useTranslation('marketing');
  const cat = useCatalogueText();
  return (
    <nav aria-labelledby="category-jump-title" className="mt-8">
      <h2 id="category-jump-title" className="text-sm font-semibold text-slate-700">
        {t('services.jumpTo')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {CATALOGUE.map((category) => (
          <li key={category.slug}>
            <Link
              to={{ hash: category.slug }}
              className="flex h-full min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800"
            >
              <CategoryIcon name={category.icon} className="size-4 shrink-0 text-teal-700" />
              {/* Catalogue names are data, translated later through the `catalogue` namespace. */}
              {cat(category.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
