import {
  isPincode,
  slotProblem,
  ZContactInfo,
  type REQUEST_MESSAGES,
  type TimeSlot,
} from '@gharseva/domain';
import { firstVisitDate } from '../../../components/forms/visit-slot-fields';
import type { AddressValue } from '../../../components/request-fields/address-fields';
import type { DirectRequestBody, DirectRequestLocation } from '../api/create-direct-request';

/** A key of REQUEST_MESSAGES (shown through the `wizard:validation.*` texts). */
export type DirectRequestMessageKey = keyof typeof REQUEST_MESSAGES;

/** What the request form of the Available Repairers page holds. */
export interface DirectRequestForm {
  description: string;
  address: AddressValue;
  /** The visit's date, YYYY-MM-DD in India: today up to 14 days ahead (issue 24). */
  date: string;
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
  now?: Date;
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
    date: firstVisitDate(input.now),
    timeSlot: '',
    contactInfo: lastRequest?.contactInfo || input.accountPhone,
  };
}

/** The first check that fails, in the order the form shows its fields; null when it can go. */
export function directRequestError(
  form: DirectRequestForm,
  now: Date = new Date(),
): DirectRequestMessageKey | null {
  if (!form.description.trim()) return 'modalDescription';
  if (!form.address.fullAddress.trim() || !form.address.pincode.trim()) return 'manualLocation';
  if (!isPincode(form.address.pincode.trim())) return 'pincode';
  if (!form.timeSlot) return 'timeSlot';
  const problem = form.date ? slotProblem(form.date, form.timeSlot, now) : null;
  if (problem) return problem === 'date' ? 'preferredDate' : 'slotOver';
  if (!ZContactInfo.safeParse(form.contactInfo).success) return 'contact';
  return null;
}

/** The POST body of a checked form (`directRequestError` gave null). */
export function buildDirectRequest(
  form: DirectRequestForm,
  request: {
    repairerId: string | null;
    serviceType: string;
    category?: string;
    issue?: string;
    title: string;
  },
  { today, searchLocation }: { today: string; searchLocation: DirectRequestLocation | null },
): DirectRequestBody {
  const time = (form.timeSlot || 'flexible') as TimeSlot;
  // The date chosen; today when none was (a form from before issue 24).
  const date = form.date || today;
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
    preferredDate: date,
    preferredTimeSlot: { date, time },
    contactInfo: form.contactInfo.trim(),
    urgency: 'medium',
  };
}

/** What 'Book again' reads from the earlier request (GET /api/user/service-requests/{id}). */
export interface EarlierRequest {
  description: string;
  preferredTime: TimeSlot;
  contactInfo: string | null;
  location: {
    address: string;
    pincode: string;
    city: string;
    state: string;
    coordinates: [number, number] | null;
    captureMethod: 'gps' | 'manual';
    approximate: boolean;
  };
}

/**
 * 'Book again' (issue 24): the earlier request's description, street address and contact,
 * its slot when still open on the first bookable day, and that day.
 */
export function bookAgainForm(
  earlier: EarlierRequest,
  accountPhone: string,
  now: Date = new Date(),
): DirectRequestForm {
  const date = firstVisitDate(now);
  const { address, pincode, city, state } = earlier.location;
  return {
    description: earlier.description,
    address: { fullAddress: address, pincode, city, state },
    date,
    timeSlot: slotProblem(date, earlier.preferredTime, now) ? '' : earlier.preferredTime,
    contactInfo: earlier.contactInfo || accountPhone,
  };
}

/** The earlier request's GPS fix, kept while its address is the one sent; else null. */
export function earlierLocation(earlier: EarlierRequest): DirectRequestLocation | null {
  const { location } = earlier;
  if (location.captureMethod !== 'gps' || location.approximate || !location.coordinates)
    return null;
  return {
    fullAddress: location.address,
    pincode: location.pincode,
    city: location.city,
    state: location.state,
    coordinates: location.coordinates,
    captureMethod: 'gps',
  };
}
