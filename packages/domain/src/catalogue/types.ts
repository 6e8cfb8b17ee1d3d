/** The 9 categories a repairer offers and a customer searches repairers by (SPEC.md section 9). */
export type SearchCategory =
  | 'electronics'
  | 'appliances'
  | 'plumbing'
  | 'electrical'
  | 'carpentry'
  | 'painting'
  | 'automotive'
  | 'hvac'
  | 'other';

export const SEARCH_CATEGORIES: readonly SearchCategory[] = Object.freeze([
  'electronics',
  'appliances',
  'plumbing',
  'electrical',
  'carpentry',
  'painting',
  'automotive',
  'hvac',
  'other',
] as const satisfies readonly SearchCategory[]);

/** The 13 catalogue main categories, canonical names in display order. */
export const MAIN_CATEGORY_NAMES = Object.freeze([
  'Appliances',
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Cleaning',
  'Painting & Renovation',
  'Pest Control',
  'Security & Automation',
  'Moving & Storage',
  'Gardening & Landscaping',
  'Interior Design',
  'Repairs and Installation',
  'Specialized Services',
] as const);

export type MainCategoryName = (typeof MAIN_CATEGORY_NAMES)[number];

/** What a price is quoted for: the whole job, or a rate per square foot, hour, point or unit. */
export type PriceUnit = 'job' | 'sq ft' | 'hour' | 'point' | 'unit';

export const PRICE_UNITS: readonly PriceUnit[] = Object.freeze([
  'job',
  'sq ft',
  'hour',
  'point',
  'unit',
] as const satisfies readonly PriceUnit[]);

/** One service (issue) with its indicative price in rupees. */
export interface CatalogueIssue {
  issue: string;
  /** Display text derived from the numbers, e.g. '₹299 - ₹799' or '₹18 - ₹45 per sq ft'. */
  price_range: string;
  /** Rupees. */
  priceMin: number;
  /** Rupees. */
  priceMax: number;
  unit: PriceUnit;
}

export interface CatalogueSubCategory {
  name: string;
  services: CatalogueIssue[];
}

export interface CatalogueCategory {
  /** Canonical name, stored on requests. */
  name: string;
  /** Text of the dashboard card. */
  cardLabel: string;
  slug: string;
  /** Name of a lucide-react icon export, e.g. 'Refrigerator'. */
  icon: string;
  /** Other spellings accepted on input (SPEC.md section 3, DESIGN.md section 10). */
  aliases: string[];
  description: string;
  subCategories: CatalogueSubCategory[];
}

/** The shape `GET /api/catalogue` answers: ZCatalogueResponse (schemas/public.ts). */
export type {
  PublicCatalogueCategory,
  PublicCatalogueIssue,
  PublicCatalogueSubCategory,
} from '../schemas/public.ts';
