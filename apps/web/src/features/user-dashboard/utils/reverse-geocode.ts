/** The parts of a Nominatim `jsonv2` reverse answer the wizard reads (SPEC.md section 7). */
export interface ReverseGeocodeResponse {
  display_name?: string;
  address?: {
    road?: string;
    neighbourhood?: string;
    suburb?: string;
    city?: string;
    town?: string;
    village?: string;
    state?: string;
    postcode?: string;
  };
  /** Nominatim answers `{error}` for a point it cannot place. */
  error?: string;
}

export interface DetectedAddress {
  fullAddress: string;
  /** 6 digits, or '' when the answer had no Indian pincode. */
  pincode: string;
  city: string;
  state: string;
}

const clean = (value: string | undefined) => value?.trim() ?? '';

/** An Indian pincode out of a postcode ('110017', '110 017'); '' when it is not one. */
export function pincodeFromPostcode(postcode: string | undefined): string {
  const digits = clean(postcode).replace(/\D/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : '';
}

/**
 * Reads a reverse-geocoding answer: the display name as the full address
 * (else the parts joined), the pincode from the postcode, and the city with
 * SPEC.md section 5's fallback to town, then village. Null when the answer
 * places nothing.
 */
export function parseReverseGeocode(
  response: ReverseGeocodeResponse | null | undefined,
): DetectedAddress | null {
  if (!response || response.error) return null;
  const address = response.address ?? {};
  const city = clean(address.city) || clean(address.town) || clean(address.village);
  const state = clean(address.state);
  const pincode = pincodeFromPostcode(address.postcode);
  const fromParts = [
    clean(address.road),
    clean(address.neighbourhood),
    clean(address.suburb),
    city,
    state,
    pincode,
  ]
    .filter(Boolean)
    .join(', ');
  const fullAddress = clean(response.display_name) || fromParts;
  if (!fullAddress && !pincode) return null;
  return { fullAddress, pincode, city, state };
}
