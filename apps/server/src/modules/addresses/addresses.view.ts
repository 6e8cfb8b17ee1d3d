import type { TSavedAddress } from '@gharseva/domain';
import type { SavedAddressRow } from './addresses.repo.ts';

export function toSavedAddress(row: SavedAddressRow): TSavedAddress {
  return {
    id: row.id,
    label: row.label,
    fullAddress: row.fullAddress,
    pincode: row.pincode,
    city: row.city,
    state: row.state,
    district: row.district,
    coordinates: [row.longitude, row.latitude],
    captureMethod: row.captureMethod,
    locationApproximate: row.captureMethod !== 'gps',
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
