import { formatPriceRange } from './format.ts';
import type { CatalogueIssue, CatalogueSubCategory, PriceUnit } from './types.ts';

/** One catalogue issue; its price_range text is always derived from the numbers. */
export function issue(
  name: string,
  min: number,
  max: number,
  unit: PriceUnit = 'job',
): CatalogueIssue {
  return {
    issue: name,
    price_range: formatPriceRange(min, max, unit),
    priceMin: min,
    priceMax: max,
    unit,
  };
}

export function subCategory(name: string, services: CatalogueIssue[]): CatalogueSubCategory {
  return { name, services };
}
