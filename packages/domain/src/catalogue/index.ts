export * from './types.ts';
export { formatPriceRange, formatRupees } from './format.ts';
export { CATALOGUE } from './data.ts';
export { CATEGORY_CARDS, HERO_EXAMPLE } from './cards.ts';
export {
  canonicalMainCategory,
  catalogueTexts,
  findIssue,
  findMainCategory,
  findSubCategory,
  isMainCategoryName,
  normaliseCatalogueName,
  toPublicCatalogue,
} from './lookup.ts';
export {
  SEARCH_CATEGORY_COVERAGE,
  SEARCH_CATEGORY_LABELS,
  isSearchCategory,
  mainCategoriesFor,
  searchCategoriesFor,
  searchCategoryServes,
  type SearchCategoryCoverage,
} from './mapping.ts';
