import {
  canonicalMainCategory,
  findMainCategory,
  isPincode,
  isSearchCategory,
  SEARCH_CATEGORY_COVERAGE,
  type SearchCategory,
} from '@gharseva/domain';
import type { DirectRequestLocation } from '../api/create-direct-request';

/** The navigation state the page needs: `{serviceType, pincode, locationData?}`. */
export interface RepairerSearch {
  serviceType: string;
  pincode: string;
  locationData: DirectRequestLocation | null;
}

function readLocation(value: unknown): DirectRequestLocation | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const text = (key: string) => (typeof v[key] === 'string' ? (v[key] as string).trim() : '');
  const fullAddress = text('fullAddress');
  const pincode = text('pincode');
  if (!fullAddress || !isPincode(pincode)) return null;
  const coordinates =
    Array.isArray(v.coordinates) &&
    v.coordinates.length === 2 &&
    v.coordinates.every((n) => typeof n === 'number' && Number.isFinite(n))
      ? (v.coordinates as [number, number])
      : null;
  return {
    fullAddress,
    pincode,
    city: text('city'),
    state: text('state'),
    coordinates,
    captureMethod: v.captureMethod === 'gps' && coordinates ? 'gps' : 'manual',
  };
}

/** The search from navigation state; null when the category or a valid pincode is missing. */
export function readRepairerSearch(state: unknown): RepairerSearch | null {
  if (!state || typeof state !== 'object') return null;
  const { serviceType, pincode, locationData } = state as Record<string, unknown>;
  if (typeof serviceType !== 'string' || serviceType.trim() === '') return null;
  if (typeof pincode !== 'string' || !isPincode(pincode.trim())) return null;
  return {
    serviceType: serviceType.trim(),
    pincode: pincode.trim(),
    locationData: readLocation(locationData),
  };
}

/**
 * The catalogue service type (and sub-category, when only one is meant) a
 * request is filed under. A repairer-search category ('hvac') is not a
 * catalogue name, so it maps to the first main category it serves
 * (domain SEARCH_CATEGORY_COVERAGE).
 */
export function requestServiceType(serviceType: string): {
  serviceType: string;
  category?: string;
} {
  const main = canonicalMainCategory(serviceType);
  if (main) return { serviceType: main };
  if (isSearchCategory(serviceType)) {
    const rule = SEARCH_CATEGORY_COVERAGE.find((r) => r.search === serviceType);
    if (rule) {
      const only = rule.subCategories?.length === 1 ? rule.subCategories[0] : undefined;
      return only
        ? { serviceType: rule.mainCategory, category: only }
        : { serviceType: rule.mainCategory };
    }
  }
  return { serviceType };
}

/** How the category reads on screen: its search label or card label, else as given. */
export function serviceTypeLabel(
  serviceType: string,
  searchLabel: (category: SearchCategory) => string,
): string {
  if (isSearchCategory(serviceType)) return searchLabel(serviceType);
  return findMainCategory(serviceType)?.cardLabel ?? serviceType;
}
