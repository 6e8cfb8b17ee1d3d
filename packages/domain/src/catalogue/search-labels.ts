import type { SearchCategory } from './types.ts';

/**
 * The repairer-search categories' English names. A module of its own, without the catalogue,
 * so the screens that only name a search category do not download the whole catalogue.
 */
export const SEARCH_CATEGORY_LABELS: Readonly<Record<SearchCategory, string>> = Object.freeze({
  electronics: 'Electronics',
  appliances: 'Appliances',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  carpentry: 'Carpentry',
  painting: 'Painting',
  automotive: 'Automotive',
  hvac: 'AC & HVAC',
  other: 'Other Services',
});
