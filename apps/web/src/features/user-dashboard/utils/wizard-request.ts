import type { TimeSlot } from '@gharseva/domain';
import type { WizardRequestBody } from '../api/create-service-request';
import type { WizardState } from './wizard-state';

/** The POST /api/service-requests body of a checked wizard (`submitError` gave null). */
export function buildWizardRequest(
  state: WizardState,
  { title, today }: { title: string; today: string },
): WizardRequestBody {
  const { details, location } = state;
  // The date chosen in step 2; today when none was (a state from before issue 24).
  const date = details.date || today;
  const time = (details.timeSlot || 'flexible') as TimeSlot;
  const method = location.method ?? 'manual';
  return {
    title,
    serviceType: details.serviceType,
    category: details.category,
    issue: details.issue,
    description: details.description.trim(),
    preferredDate: date,
    preferredTime: time,
    preferredTimeSlot: { date, time },
    contactInfo: details.contactInfo.trim(),
    locationData: {
      fullAddress: location.fullAddress.trim(),
      pincode: location.pincode.trim(),
      city: location.city.trim(),
      state: location.state.trim(),
      coordinates: method === 'gps' ? location.coordinates : null,
      captureMethod: method,
    },
    quotation: state.estimate?.quotation ?? null,
    urgency: details.urgency,
  };
}
