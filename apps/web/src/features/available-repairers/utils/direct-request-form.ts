import { isPincode, ZContactInfo, type REQUEST_MESSAGES, type TimeSlot } from '@gharseva/domain';
import type { AddressValue } from '../../../components/request-fields/address-fields';
import type { DirectRequestBody, DirectRequestLocation } from '../api/create-direct-request';

/** A key of REQUEST_MESSAGES (shown through the `wizard:validation.*` texts). */
export type DirectRequestMessageKey = keyof typeof REQUEST_MESSAGES;

/** What the request form of the Available Repairers page holds. */
export interface DirectRequestForm {
  description: string;
  address: AddressValue;
  timeSlot: TimeSlot | '';
  contactInfo: string;
}

/** A past request's place and contact, the form's starting point. */
export interface LastRequest {
  location: { address: string; pincode: string; city: string; state: string };
  contactInfo: string | null;
}

/**
 * The form's first values: the search's pincode (and its district and state); the street
 * address of the search's own location, else of the customer's last request in the same
 * pincode (another pincode's street would be wrong here); the contact of that request, else
 * the account's phone.
 */
export function initialDirectRequestForm(input: {
  pincode: string;
  area: { district: string; state: string } | null;
  searchLocation: DirectRequestLocation | null;
  lastRequest: LastRequest | null;
  accountPhone: string;
}): DirectRequestForm {
  const { pincode, area, searchLocation, lastRequest } = input;
  const last = lastRequest?.location.pincode === pincode ? lastRequest.location : null;
  const address: AddressValue = searchLocation
    ? {
        fullAddress: searchLocation.fullAddress,
        pincode: searchLocation.pincode,
        city: searchLocation.city || area?.district || '',
        state: searchLocation.state || area?.state || '',
      }
    : {
        fullAddress: last?.address ?? '',
        pincode,
        city: last?.city || area?.district || '',
        state: last?.state || area?.state || '',
      };
  return {
    description: '',
    address,
    timeSlot: '',
    contactInfo: lastRequest?.contactInfo || input.accountPhone,
  };
}

/** The first check that fails, in the order the form shows its fields; null when it can go. */
export function directRequestError(form: DirectRequestForm): DirectRequestMessageKey | null {
  if (!form.description.trim()) return 'modalDescription';
  if (!form.address.fullAddress.trim() || !form.address.pincode.trim()) return 'manualLocation';
  if (!isPincode(form.address.pincode.trim())) return 'pincode';
  if (!form.timeSlot) return 'timeSlot';
  if (!ZContactInfo.safeParse(form.contactInfo).success) return 'contact';
  return null;
}

/** The POST body of a checked form (`directRequestError` gave null). */
export function buildDirectRequest(
  form: DirectRequestForm,
  request: { repairerId: string | null; serviceType: string; category?: string; title: string },
  { today, searchLocation }: { today: string; searchLocation: DirectRequestLocation | null },
): DirectRequestBody {
  const time = (form.timeSlot || 'flexible') as TimeSlot;
  const fullAddress = form.address.fullAddress.trim();
  const pincode = form.address.pincode.trim();
  // A GPS fix of the search still applies while its address is the one sent.
  const gps =
    searchLocation?.captureMethod === 'gps' &&
    searchLocation.coordinates &&
    searchLocation.fullAddress === fullAddress &&
    searchLocation.pincode === pincode
      ? searchLocation.coordinates
      : null;
  return {
    ...request,
    description: form.description.trim(),
    locationData: {
      fullAddress,
      pincode,
      city: form.address.city.trim(),
      state: form.address.state.trim(),
      coordinates: gps,
      captureMethod: gps ? 'gps' : 'manual',
    },
    preferredDate: today,
    preferredTimeSlot: { date: today, time },
    contactInfo: form.contactInfo.trim(),
    urgency: 'medium',
  };
}
