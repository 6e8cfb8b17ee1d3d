import {
  QUOTE_ACCEPTED_STATUSES,
  AppError,
  CATALOGUE,
  REQUEST_MESSAGES,
  findIssue,
  type CatalogueIssue,
  type TEstimateRequest,
  type TEstimateResponse,
  type Urgency,
} from '@gharseva/domain';
import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { serviceRequests } from '../../db/schema/index.ts';

/** How many accepted quotes weigh as much as the catalogue's prior. */
export const PRIOR_STRENGTH = 5;
/** Accepted quotes needed in one area (first 3 pincode digits) before the area's own are used. */
export const MIN_AREA_QUOTES = 5;
export const URGENCY_FACTOR = {
  low: 0.95,
  medium: 1,
  high: 1.15,
  critical: 1.35,
} as const satisfies Record<Urgency, number>;

function lookupIssue(input: TEstimateRequest) {
  if (input.serviceType) {
    const issue = findIssue(input.serviceType, input.category, input.issue);
    const main = CATALOGUE.find((c) => findIssue(c.name, input.category, input.issue) === issue);
    return issue && main ? { main: main.name, sub: input.category, issue } : undefined;
  }
  for (const main of CATALOGUE) {
    const issue = findIssue(main.name, input.category, input.issue);
    if (issue) return { main: main.name, sub: input.category, issue };
  }
  return undefined;
}

/** The pure model: catalogue prior, pulled toward accepted quotes by their number, scaled by urgency. */
export function estimate(
  prior: Pick<CatalogueIssue, 'priceMin' | 'priceMax' | 'unit'>,
  quotes: { values: number[]; scope: 'area' | 'all' | 'none' },
  urgency: Urgency,
): Omit<TEstimateResponse, 'success'> {
  const midpoint = (prior.priceMin + prior.priceMax) / 2;
  const n = quotes.values.length;
  const mean = n === 0 ? null : quotes.values.reduce((a, b) => a + b, 0) / n;
  const weight = n / (n + PRIOR_STRENGTH);
  const centre = mean === null ? midpoint : (1 - weight) * midpoint + weight * mean;
  const scale = centre / midpoint;
  const factor = URGENCY_FACTOR[urgency];
  return {
    quotation: Math.round(centre * factor),
    low: Math.round(prior.priceMin * scale * factor),
    high: Math.round(prior.priceMax * scale * factor),
    currency: 'INR',
    unit: prior.unit,
    basis: {
      prior: { low: prior.priceMin, high: prior.priceMax, midpoint },
      quotes: {
        count: n,
        scope: n === 0 ? 'none' : quotes.scope,
        mean: mean === null ? null : Math.round(mean),
        weight: Math.round(weight * 1000) / 1000,
      },
      urgency: { level: urgency, factor },
    },
  };
}

/** POST /api/estimate (DESIGN.md section 6). */
export function createEstimator({ database }: AppDeps) {
  const { db } = database;
  async function acceptedQuotes(main: string, sub: string, issue: string, pincodePrefix?: string) {
    const rows = await db
      .select({ quotePaise: serviceRequests.quotePaise })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.serviceType, main),
          eq(serviceRequests.category, sub),
          eq(serviceRequests.issue, issue),
          isNotNull(serviceRequests.quotePaise),
          inArray(serviceRequests.status, [...QUOTE_ACCEPTED_STATUSES]),
          pincodePrefix ? like(serviceRequests.pincode, `${pincodePrefix}%`) : undefined,
        ),
      )
      .limit(1000);
    return rows.map((r) => r.quotePaise! / 100);
  }

  return async (input: TEstimateRequest): Promise<TEstimateResponse> => {
    const found = lookupIssue(input);
    if (!found) throw new AppError('VALIDATION_ERROR', REQUEST_MESSAGES.estimate);
    const subName =
      CATALOGUE.find((c) => c.name === found.main)?.subCategories.find((s) =>
        s.services.includes(found.issue),
      )?.name ?? input.category;
    let quotes: { values: number[]; scope: 'area' | 'all' | 'none' } = {
      values: [],
      scope: 'none',
    };
    if (input.pincode) {
      const area = await acceptedQuotes(
        found.main,
        subName,
        found.issue.issue,
        input.pincode.slice(0, 3),
      );
      if (area.length >= MIN_AREA_QUOTES) quotes = { values: area, scope: 'area' };
    }
    if (quotes.scope === 'none') {
      const all = await acceptedQuotes(found.main, subName, found.issue.issue);
      if (all.length > 0) quotes = { values: all, scope: 'all' };
    }
    return { success: true, ...estimate(found.issue, quotes, input.urgency ?? 'medium') };
  };
}

export type Estimator = ReturnType<typeof createEstimator>;
