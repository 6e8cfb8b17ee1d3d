import { isPincode, ZContactInfo, type REQUEST_MESSAGES } from '@gharseva/domain';
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

/**
 * 'Submit Request' checks, in SPEC.md section 5's order; the first failing
 * one is the toast. Null when the request can be sent.
 */
export function submitError(state: WizardState): RequestMessageKey | null {
  const { details, location } = state;
  if (!details.serviceType.trim()) return 'serviceType';
  if (!details.category.trim() || !details.issue.trim()) return 'categoryAndIssue';
  if (!details.description.trim()) return 'description';
  if (!details.timeSlot) return 'timeSlot';
  if (!ZContactInfo.safeParse(details.contactInfo).success) return 'contact';
  if (!location.method || !location.fullAddress.trim() || !location.pincode.trim()) {
    return 'location';
  }
  if (!isPincode(location.pincode.trim())) return 'pincode';
  return null;
}
