import {
  DEFAULT_URGENCY,
  ZContactInfo,
  type REQUEST_MESSAGES,
  type TEstimateResponse,
  type TimeSlot,
  type Urgency,
} from '@gharseva/domain';
import type { WizardRequestBody } from '../api/create-service-request';
import type { DetectedAddress } from './reverse-geocode';

/** A key of REQUEST_MESSAGES (shown through the `wizard:validation.*` texts). */
export type RequestMessageKey = keyof typeof REQUEST_MESSAGES;

export type CaptureMethod = 'gps' | 'manual';
export type GpsStatus = 'idle' | 'detecting' | 'detected' | 'failed';
export type LocationField = 'fullAddress' | 'pincode' | 'city' | 'state';
export type DetailsTextField = 'description' | 'contactInfo';

export interface WizardLocation {
  method: CaptureMethod | null;
  gpsStatus: GpsStatus;
  /** The GPS fix worked but the reverse lookup gave no address. */
  addressUnavailable: boolean;
  fullAddress: string;
  pincode: string;
  city: string;
  state: string;
  /** [longitude, latitude] of a GPS fix. */
  coordinates: [number, number] | null;
}

export interface WizardDetails {
  serviceType: string;
  category: string;
  issue: string;
  description: string;
  timeSlot: TimeSlot | '';
  contactInfo: string;
  urgency: Urgency;
}

export interface WizardState {
  step: 'location' | 'details' | 'done';
  location: WizardLocation;
  details: WizardDetails;
  estimate: TEstimateResponse | null;
  /** The created request's title, for the success screen. */
  submittedTitle: string;
}

export interface WizardPreset {
  /** A catalogue main category: the service type select is then locked. */
  serviceType?: string | null;
  /** The user's phone, prefilled as contact. */
  contactInfo?: string | null;
}

export function initialWizardState(preset: WizardPreset = {}): WizardState {
  return {
    step: 'location',
    location: {
      method: null,
      gpsStatus: 'idle',
      addressUnavailable: false,
      fullAddress: '',
      pincode: '',
      city: '',
      state: '',
      coordinates: null,
    },
    details: {
      serviceType: preset.serviceType ?? '',
      category: '',
      issue: '',
      description: '',
      timeSlot: '',
      contactInfo: preset.contactInfo ?? '',
      urgency: DEFAULT_URGENCY,
    },
    estimate: null,
    submittedTitle: '',
  };
}

export type WizardAction =
  | { type: 'chooseManual' }
  | { type: 'gpsStart' }
  | { type: 'gpsDetected'; coordinates: [number, number]; address: DetectedAddress | null }
  | { type: 'gpsFailed'; switchToManual: boolean }
  | { type: 'editLocation'; field: LocationField; value: string }
  | { type: 'prefillFromPincode'; pincode: string; city: string; state: string }
  | { type: 'goToDetails' }
  | { type: 'back' }
  | { type: 'setServiceType'; value: string }
  | { type: 'setCategory'; value: string }
  | { type: 'setIssue'; value: string }
  | { type: 'editDetails'; field: DetailsTextField; value: string }
  | { type: 'setTimeSlot'; value: TimeSlot | '' }
  | { type: 'setUrgency'; value: Urgency }
  | { type: 'estimated'; estimate: TEstimateResponse }
  | { type: 'submitted'; title: string }
  | { type: 'reset'; preset: WizardPreset };

/** The wizard's one state machine: step 1, step 2, then submitted (SPEC.md section 4). */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { location, details } = state;
  switch (action.type) {
    case 'chooseManual':
      // What GPS found stays as a starting point to edit; a typed address has no fix.
      return {
        ...state,
        location: {
          ...location,
          method: 'manual',
          gpsStatus: 'idle',
          addressUnavailable: false,
          coordinates: null,
        },
      };
    case 'gpsStart':
      return {
        ...state,
        location: {
          ...initialWizardState().location,
          method: 'gps',
          gpsStatus: 'detecting',
        },
      };
    case 'gpsDetected':
      return {
        ...state,
        location: {
          ...location,
          method: 'gps',
          gpsStatus: 'detected',
          addressUnavailable: action.address === null,
          fullAddress: action.address?.fullAddress ?? '',
          pincode: action.address?.pincode ?? '',
          city: action.address?.city ?? '',
          state: action.address?.state ?? '',
          coordinates: action.coordinates,
        },
      };
    case 'gpsFailed':
      return {
        ...state,
        location: {
          ...location,
          method: action.switchToManual ? 'manual' : location.method,
          gpsStatus: action.switchToManual ? 'idle' : 'failed',
          coordinates: null,
        },
      };
    case 'editLocation': {
      const value =
        action.field === 'pincode' ? action.value.replace(/\D/g, '').slice(0, 6) : action.value;
      return { ...state, location: { ...location, [action.field]: value } };
    }
    case 'prefillFromPincode':
      // Only for the pincode still typed, and never over what the user wrote.
      if (location.method !== 'manual' || location.pincode !== action.pincode) return state;
      return {
        ...state,
        location: {
          ...location,
          city: location.city.trim() ? location.city : action.city,
          state: location.state.trim() ? location.state : action.state,
        },
      };
    case 'goToDetails':
      return { ...state, step: 'details' };
    case 'back':
      return { ...state, step: 'location' };
    case 'setServiceType':
      // Changing a selection resets the ones that depend on it (SPEC.md section 4).
      return {
        ...state,
        details: { ...details, serviceType: action.value, category: '', issue: '' },
        estimate: null,
      };
    case 'setCategory':
      return {
        ...state,
        details: { ...details, category: action.value, issue: '' },
        estimate: null,
      };
    case 'setIssue':
      return { ...state, details: { ...details, issue: action.value }, estimate: null };
    case 'editDetails':
      return { ...state, details: { ...details, [action.field]: action.value } };
    case 'setTimeSlot':
      return { ...state, details: { ...details, timeSlot: action.value } };
    case 'setUrgency':
      return { ...state, details: { ...details, urgency: action.value } };
    case 'estimated':
      return { ...state, estimate: action.estimate };
    case 'submitted':
      return { ...state, step: 'done', submittedTitle: action.title };
    case 'reset':
      return initialWizardState(action.preset);
  }
}

const PINCODE = /^[1-9]\d{5}$/;

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
  return PINCODE.test(location.pincode.trim()) ? null : 'pincode';
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
  if (!PINCODE.test(location.pincode.trim())) return 'pincode';
  return null;
}

/** The POST /api/service-requests body of a checked wizard (`submitError` gave null). */
export function buildWizardRequest(
  state: WizardState,
  { title, today }: { title: string; today: string },
): WizardRequestBody {
  const { details, location } = state;
  const time = (details.timeSlot || 'flexible') as TimeSlot;
  const method = location.method ?? 'manual';
  return {
    title,
    serviceType: details.serviceType,
    category: details.category,
    issue: details.issue,
    description: details.description.trim(),
    preferredDate: today,
    preferredTime: time,
    preferredTimeSlot: { date: today, time },
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
