import { isPincode, REQUEST_MESSAGES, ZWizardRequest } from '@gharseva/domain';
import type { WizardDetails, WizardLocation, WizardState } from './wizard-state';

/** A key of REQUEST_MESSAGES (shown through the `wizard:validation.*` texts). */
export type RequestMessageKey = keyof typeof REQUEST_MESSAGES;

/**
 * 'Next' of step 1 (SPEC.md section 2): off while GPS runs, with no method
 * chosen, or with the manual address or pincode left empty.
 */
export function canLeaveLocationStep(location: WizardLocation): boolean {
  if (location.method === null || location.gpsStatus === 'detecting') return false;
  if (location.method === 'manual') return location.fullAddress !== '' && location.pincode !== '';
  return true;
}

/** The message 'Next' shows when step 1 is not complete (SPEC.md section 5), else null. */
export function locationStepError(location: WizardLocation): RequestMessageKey | null {
  const hasAddress = location.fullAddress.trim() !== '' && location.pincode.trim() !== '';
  switch (location.method) {
    case null:
      return 'location';
    case 'gps':
      if (!hasAddress) return 'gpsLocation';
      break;
    case 'manual':
      if (!hasAddress) return 'manualLocation';
      break;
  }
  return isPincode(location.pincode.trim()) ? null : 'pincode';
}

/** The estimate needs both a category and an issue. */
export function estimateError(details: WizardDetails): RequestMessageKey | null {
  return details.category && details.issue ? null : 'estimate';
}

const KEY_BY_MESSAGE = new Map(
  (Object.entries(REQUEST_MESSAGES) as [RequestMessageKey, string][]).map(([key, message]) => [
    message,
    key,
  ]),
);

/** What the wizard holds, as the call's input: nothing defaulted, so the schema sees the gaps. */
function wizardInput({ details, location, estimate }: WizardState) {
  return {
    serviceType: details.serviceType,
    category: details.category,
    issue: details.issue,
    description: details.description,
    preferredTimeSlot: { time: details.timeSlot },
    ...(details.date ? { preferredDate: details.date } : {}),
    contactInfo: details.contactInfo,
    locationData: {
      fullAddress: location.fullAddress,
      pincode: location.pincode,
      city: location.city,
      state: location.state,
      coordinates: location.method === 'gps' ? location.coordinates : null,
      captureMethod: location.method,
    },
    quotation: estimate?.quotation ?? null,
    urgency: details.urgency,
  };
}

/**
 * 'Submit Request' checks the wizard with the call's own schema (ZWizardRequest), whose field
 * order is SPEC.md section 5's: the first message is the toast. Null when the request can be
 * sent. A message the wizard has no text for (say, characters the server refuses) is left to
 * the server's answer, as it was before the wizard checked with the schema.
 */
export function submitError(state: WizardState): RequestMessageKey | null {
  const result = ZWizardRequest.safeParse(wizardInput(state));
  if (result.success) return null;
  for (const issue of result.error.issues) {
    const key = KEY_BY_MESSAGE.get(issue.message);
    if (key) return key;
  }
  return null;
}
