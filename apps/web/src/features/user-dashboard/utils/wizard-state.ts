import {
  DEFAULT_URGENCY,
  type TEstimateResponse,
  type TimeSlot,
  type Urgency,
} from '@gharseva/domain';
import type { DetectedAddress } from './reverse-geocode';

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
  /** The visit's date, YYYY-MM-DD in India: today up to 14 days ahead (issue 24). */
  date: string;
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
  /** The first bookable visit date (today while a slot is open, else tomorrow). */
  date?: string;
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
      date: preset.date ?? '',
      timeSlot: '',
      contactInfo: preset.contactInfo ?? '',
      urgency: DEFAULT_URGENCY,
    },
    estimate: null,
    submittedTitle: '',
  };
}

/** A saved address as the wizard's location: its GPS fix, else a typed address. */
export interface SavedLocation {
  fullAddress: string;
  pincode: string;
  city: string;
  state: string;
  coordinates: [number, number] | null;
  captureMethod: CaptureMethod;
}

export type WizardAction =
  | { type: 'chooseManual' }
  | { type: 'gpsStart' }
  | { type: 'gpsDetected'; coordinates: [number, number]; address: DetectedAddress | null }
  | { type: 'gpsFailed'; switchToManual: boolean }
  | { type: 'editLocation'; field: LocationField; value: string }
  | { type: 'prefillFromPincode'; pincode: string; city: string; state: string }
  | { type: 'useSavedAddress'; address: SavedLocation }
  | { type: 'clearLocation' }
  | { type: 'goToDetails' }
  | { type: 'back' }
  | { type: 'setServiceType'; value: string }
  | { type: 'setCategory'; value: string }
  | { type: 'setIssue'; value: string }
  | { type: 'editDetails'; field: DetailsTextField; value: string }
  | { type: 'setTimeSlot'; value: TimeSlot | '' }
  | { type: 'setVisit'; date: string; timeSlot: TimeSlot | '' }
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
    case 'useSavedAddress': {
      const { address } = action;
      const gps = address.captureMethod === 'gps' && address.coordinates !== null;
      return {
        ...state,
        location: {
          method: gps ? 'gps' : 'manual',
          gpsStatus: gps ? 'detected' : 'idle',
          addressUnavailable: false,
          fullAddress: address.fullAddress,
          pincode: address.pincode,
          city: address.city,
          state: address.state,
          coordinates: gps ? address.coordinates : null,
        },
      };
    }
    case 'clearLocation':
      return { ...state, location: initialWizardState().location };
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
    case 'setVisit':
      return { ...state, details: { ...details, date: action.date, timeSlot: action.timeSlot } };
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
