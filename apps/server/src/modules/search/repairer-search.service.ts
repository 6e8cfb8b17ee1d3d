import {
  AppError,
  VALIDATION_MESSAGES,
  canonicalMainCategory,
  isSearchCategory,
  searchCategoriesFor,
  type SearchCategory,
  type TRepairerSearchResult,
} from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { locatePincode } from '../geo/index.ts';
import { findRepairersCovering } from './repairer-search.repo.ts';

/** A search category (`plumbing`) as given, or a catalogue main category mapped to its categories. */
export function searchCategoriesOf(serviceType: string): SearchCategory[] {
  const lower = serviceType.trim().toLowerCase();
  if (isSearchCategory(lower)) return [lower];
  const main = canonicalMainCategory(serviceType);
  return main ? searchCategoriesFor(main) : [];
}

/** The customer's repairer search (GET /api/user/dashboard). */
export function createRepairerSearch({ database, config }: AppDeps) {
  return async (postalCode: string, serviceType: string) => {
    const categories = searchCategoriesOf(serviceType);
    const place = locatePincode(postalCode);
    if (categories.length === 0 || !place) {
      throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.searchInvalid);
    }
    const rows = await findRepairersCovering(database.db, place, categories, 50, {
      verifiedOnly: config.REPAIRER_VERIFICATION === 'required',
    });
    const data: TRepairerSearchResult[] = rows.map((r) => {
      const home = locatePincode(r.pincode);
      return {
        _id: r.id,
        id: r.id,
        fullname: r.fullname,
        rating: {
          average: r.ratingCount === 0 ? 0 : Math.round((r.ratingSum / r.ratingCount) * 10) / 10,
          count: r.ratingCount,
        },
        location: {
          address: r.address ?? [home?.district, home?.state].filter(Boolean).join(', '),
          postalCode: r.pincode,
          district: home?.district ?? null,
          state: home?.state ?? null,
        },
        services: r.services.map((s) => ({ name: s.name, price: s.visitingChargePaise / 100 })),
        experience: r.experience,
        distanceKm: Math.round(Number(r.distanceKm) * 10) / 10,
        profilePicture: r.profilePicture,
        verified: r.verificationStatus === 'verified',
      };
    });
    return {
      data,
      location: {
        pincode: place.pincode,
        district: place.district,
        state: place.state,
        approximate: place.approximate,
      },
    };
  };
}

export type RepairerSearchService = ReturnType<typeof createRepairerSearch>;
