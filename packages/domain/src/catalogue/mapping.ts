import { findMainCategory, findSubCategory } from './lookup.ts';
import { SEARCH_CATEGORY_LABELS } from './search-labels.ts';
import {
  MAIN_CATEGORY_NAMES,
  SEARCH_CATEGORIES,
  type MainCategoryName,
  type SearchCategory,
} from './types.ts';

export { SEARCH_CATEGORY_LABELS };

export function isSearchCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** One search category serving one main category; only the listed sub-categories when given. */
export interface SearchCategoryCoverage {
  search: SearchCategory;
  mainCategory: MainCategoryName;
  subCategories?: readonly string[];
}

/** Which repairer-search categories serve which catalogue categories (DESIGN.md section 10). */
export const SEARCH_CATEGORY_COVERAGE: readonly SearchCategoryCoverage[] = Object.freeze([
  {
    search: 'electronics',
    mainCategory: 'Appliances',
    subCategories: ['Television', 'Microwave', 'Kitchen Appliances'],
  },
  { search: 'electronics', mainCategory: 'Security & Automation' },
  { search: 'appliances', mainCategory: 'Appliances' },
  { search: 'plumbing', mainCategory: 'Plumbing' },
  { search: 'electrical', mainCategory: 'Electrical' },
  { search: 'electrical', mainCategory: 'Security & Automation' },
  { search: 'carpentry', mainCategory: 'Carpentry' },
  { search: 'carpentry', mainCategory: 'Interior Design' },
  { search: 'painting', mainCategory: 'Painting & Renovation' },
  {
    search: 'automotive',
    mainCategory: 'Repairs and Installation',
    subCategories: ['Vehicle Repairs at Home'],
  },
  {
    search: 'automotive',
    mainCategory: 'Specialized Services',
    subCategories: ['Car Care', 'Bike Care'],
  },
  { search: 'hvac', mainCategory: 'Appliances', subCategories: ['Air Conditioner'] },
  { search: 'other', mainCategory: 'Cleaning' },
  { search: 'other', mainCategory: 'Pest Control' },
  { search: 'other', mainCategory: 'Moving & Storage' },
  { search: 'other', mainCategory: 'Gardening & Landscaping' },
  { search: 'other', mainCategory: 'Interior Design' },
  { search: 'other', mainCategory: 'Repairs and Installation' },
  { search: 'other', mainCategory: 'Specialized Services' },
] satisfies SearchCategoryCoverage[]);

/**
 * The search categories whose repairers serve a main category (any accepted spelling), in
 * SEARCH_CATEGORIES order. With a sub-category, only those serving it; a sub-category the
 * catalogue does not know is served only by the search categories covering the whole main
 * category. An unknown main category gives [].
 */
export function searchCategoriesFor(mainCategory: string, subCategory?: string): SearchCategory[] {
  const main = findMainCategory(mainCategory);
  if (main === undefined) return [];
  const wantSub = subCategory !== undefined && subCategory.trim() !== '';
  const sub = wantSub ? findSubCategory(main.name, subCategory) : undefined;
  const served = new Set<SearchCategory>();
  for (const rule of SEARCH_CATEGORY_COVERAGE) {
    if (rule.mainCategory !== main.name) continue;
    if (
      !wantSub ||
      rule.subCategories === undefined ||
      (sub !== undefined && rule.subCategories.includes(sub.name))
    ) {
      served.add(rule.search);
    }
  }
  return SEARCH_CATEGORIES.filter((search) => served.has(search));
}

/** The canonical main categories a search category serves (wholly or in part), in display order. */
export function mainCategoriesFor(search: SearchCategory): MainCategoryName[] {
  return MAIN_CATEGORY_NAMES.filter((name) =>
    SEARCH_CATEGORY_COVERAGE.some((rule) => rule.search === search && rule.mainCategory === name),
  );
}

/** Whether a repairer of this search category serves the main category (and sub-category). */
export function searchCategoryServes(
  search: SearchCategory,
  mainCategory: string,
  subCategory?: string,
): boolean {
  return searchCategoriesFor(mainCategory, subCategory).includes(search);
}
