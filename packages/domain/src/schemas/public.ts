import { z } from 'zod';
import { PRICE_UNITS, type PriceUnit } from '../catalogue/types.ts';
import { ZPaymentsConfig } from './payments.ts';
import { ZRequestPincode } from './requests.ts';
import { zOk } from './responses.ts';

// ---- Health (GET /health, /ready) ----

/** GET /health: the process runs. */
export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /ready: the process runs and its database answers. */
export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;

// ---- The catalogue (GET /catalogue) ----

export const ZPublicCatalogueIssue = z.object({
  issue: z.string(),
  /** Display text derived from the numbers, e.g. '₹299 - ₹799' or '₹18 - ₹45 per sq ft'. */
  price_range: z.string(),
  /** Rupees. */
  priceMin: z.number(),
  /** Rupees. */
  priceMax: z.number(),
  unit: z.enum(PRICE_UNITS as readonly [PriceUnit, ...PriceUnit[]]),
});
export type PublicCatalogueIssue = z.infer<typeof ZPublicCatalogueIssue>;

export const ZPublicCatalogueSubCategory = z.object({
  name: z.string(),
  services: z.array(ZPublicCatalogueIssue),
});
export type PublicCatalogueSubCategory = z.infer<typeof ZPublicCatalogueSubCategory>;

export const ZPublicCatalogueCategory = z.object({
  name: z.string(),
  cardLabel: z.string(),
  slug: z.string(),
  /** Name of a lucide-react icon export, e.g. 'Refrigerator'. */
  icon: z.string(),
  description: z.string(),
  aliases: z.array(z.string()),
  subCategories: z.array(ZPublicCatalogueSubCategory),
});
export type PublicCatalogueCategory = z.infer<typeof ZPublicCatalogueCategory>;

/** GET /catalogue: the 13 main categories in display order. */
export const ZCatalogueResponse = z.array(ZPublicCatalogueCategory);
export type TCatalogueResponse = z.infer<typeof ZCatalogueResponse>;

// ---- Public figures and set-up (GET /public/config, /public/stats) ----

/** What the browser needs to know of the server's set-up. */
export const ZPublicConfig = z.object({
  /** The reverse-geocoding endpoint (Nominatim's `/reverse` or a compatible one). */
  geocoderUrl: z.string(),
  /** The payment gateway and where its Checkout script is loaded from. */
  payments: ZPaymentsConfig,
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

/** GET /public/config. */
export const ZPublicConfigResponse = zOk(ZPublicConfig);
export type TPublicConfigResponse = z.infer<typeof ZPublicConfigResponse>;

/** The platform's real figures, behind the marketing claims (DESIGN.md section 10). */
export const ZPublicStats = z.object({
  professionals: z.number(),
  jobsDone: z.number(),
  /** Null until a repairer has a review. */
  averageRating: z.number().nullable(),
  ratingCount: z.number(),
});
export type TPublicStats = z.infer<typeof ZPublicStats>;

/** GET /public/stats. */
export const ZPublicStatsResponse = zOk(ZPublicStats);
export type TPublicStatsResponse = z.infer<typeof ZPublicStatsResponse>;

// ---- Pincodes (GET /geo/pincodes/{pincode}) ----

export const ZPincodeParams = z.object({ pincode: ZRequestPincode });

/** Where a pincode is, from the shipped offline table (docs/geography.md). */
export const ZPincodePlace = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** True when the centre was filled from neighbouring pincodes or the district headquarters. */
  approximate: z.boolean(),
});
export type TPincodePlace = z.infer<typeof ZPincodePlace>;

/** GET /geo/pincodes/{pincode}. */
export const ZPincodeResponse = zOk(ZPincodePlace);
export type TPincodeResponse = z.infer<typeof ZPincodeResponse>;
