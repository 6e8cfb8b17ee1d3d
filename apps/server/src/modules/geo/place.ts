import { AppError, REQUEST_MESSAGES, type TLocationData } from '@gharseva/domain';
import { locatePincode } from './pincodes.ts';

/**
 * Places an address (a request's or a saved one): a GPS fix as given, else the pincode's point
 * (then approximate). A pincode India Post does not list is refused.
 */
export function placeLocation(location: TLocationData) {
  const place = locatePincode(location.pincode);
  if (!place) throw new AppError('VALIDATION_ERROR', REQUEST_MESSAGES.pincode);
  const gps =
    location.captureMethod === 'gps' && location.coordinates ? location.coordinates : null;
  return {
    address: location.fullAddress,
    pincode: location.pincode,
    city: location.city || place.district,
    state: location.state || place.state,
    district: place.district,
    longitude: gps ? gps[0] : place.longitude,
    latitude: gps ? gps[1] : place.latitude,
    captureMethod: location.captureMethod,
    locationApproximate: gps === null,
  };
}
