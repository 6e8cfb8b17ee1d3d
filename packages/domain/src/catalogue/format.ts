import { formatRupees } from '../format.ts';
import type { PriceUnit } from './types.ts';

/**
 * Whole rupees with Indian digit grouping (100000 -> '₹1,00,000'). Re-exported from the package's
 * one money formatter so the catalogue and the rest of the product never disagree.
 */
export { formatRupees };

const UNIT_SUFFIX: Record<PriceUnit, string> = {
  job: '',
  'sq ft': ' per sq ft',
  hour: ' per hour',
  point: ' per point',
  unit: ' per unit',
};

/** '₹299 - ₹799', '₹18 - ₹45 per sq ft'; a single price when min equals max. */
export function formatPriceRange(min: number, max: number, unit: PriceUnit = 'job'): string {
  const amount =
    Math.round(min) === Math.round(max)
      ? formatRupees(min)
      : `${formatRupees(min)} - ${formatRupees(max)}`;
  return `${amount}${UNIT_SUFFIX[unit]}`;
}
