import { formatPriceRange } from './format.ts';
import type { CatalogueIssue, CatalogueSubCategory, PriceUnit } from './types.ts';

/**
 * One catalogue issue; its price_range text is always derived from the numbers, when first read
 * (a getter, so JSON and spreads still carry it): formatting the catalogue's hundreds of prices
 * when the module loads cost a slow phone a tenth of a second before the first screen.
 */
export function issue(
  name: string,
  min: number,
  max: number,
  unit: PriceUnit = 'job',
): CatalogueIssue {
  let priceRange: string | undefined;
  return {
    issue: name,
    get price_range() {
      return (priceRange ??= formatPriceRange(min, max, unit));
    },
    priceMin: min,
    priceMax: max,
    unit,
  };
}

export function subCategory(name: string, services: CatalogueIssue[]): CatalogueSubCategory {
  return { name, services };
}
