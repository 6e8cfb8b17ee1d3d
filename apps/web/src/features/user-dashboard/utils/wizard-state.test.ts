import type { REQUEST_MESSAGES } from '@gharseva/domain';
import { wizardRequestAt, type TEstimateResponse } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { buildWizardRequest } from './wizard-request';
import {
  initialWizardState,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizard-state';
import {
  canLeaveLocationStep,
  estimateError,
  locationStepError,
  submitError,
} from './wizard-validation';

const run = (actions: WizardAction[], state = initialWizardState()) =>
  actions.reduce(wizardReducer, state);

const manual = (fullAddress: string, pincode: string) =>
  run([
    { type: 'chooseManual' },
    { type: 'editLocation', field: 'fullAddress', value: fullAddress },
    { type: 'editLocation', field: 'pincode', value: pincode },
  ]);

const estimate = { success: true, quotation: 700, low: 349, high: 1499 } as TEstimateResponse;

/** A wizard filled in completely and correctly. */
function complete(): WizardState {
  return run(
    [
      { type: 'goToDetails' },
      { type: 'setServiceType', value: 'Appliances' },
      { type: 'setCategory', value: 'Air Conditioner' },
      { type: 'setIssue', value: 'Gas refill' },
      { type: 'editDetails', field: 'description', value: 'Split AC blows warm air.' },
      { type: 'setTimeSlot', value: 'evening' },
    ],
    manual('Flat 4B, Green Park', '110016'),
  );
}

describe('step 1: Confirm Your Location', () => {
  it('keeps Next off with no method, while GPS runs, or with empty manual fields', () => {
    expect(canLeaveLocationStep(initialWizardState().location)).toBe(false);
    expect(canLeaveLocationStep(run([{ type: 'gpsStart' }]).location)).toBe(false);
    expect(canLeaveLocationStep(run([{ type: 'chooseManual' }]).location)).toBe(false);
    expect(canLeaveLocationStep(manual('Flat 4B', '').location)).toBe(false);
    expect(canLeaveLocationStep(manual('Flat 4B', '110016').location)).toBe(true);
  });

  it('asks for address and pincode, then a valid pincode, for manual entry', () => {
    expect(locationStepError(manual('   ', '110016').location)).toBe('manualLocation');
    expect(locationStepError(manual('Flat 4B', '11001').location)).toBe('pincode');
    expect(locationStepError(manual('Flat 4B', '110016').location)).toBeNull();
  });

  it('strips non-digits from the pincode and keeps at most 6', () => {
    expect(manual('x', 'ab11-00 16789').location.pincode).toBe('110016');
  });

  it('refuses a GPS fix without a full address or pincode', () => {
    const coordinates: [number, number] = [77.2, 28.5];
    const noAddress = run([
      { type: 'gpsStart' },
      { type: 'gpsDetected', coordinates, address: null },
    ]);
    expect(noAddress.location.addressUnavailable).toBe(true);
    expect(canLeaveLocationStep(noAddress.location)).toBe(true);
    expect(locationStepError(noAddress.location)).toBe('gpsLocation');

    const noPincode = run([
      { type: 'gpsStart' },
      {
        type: 'gpsDetected',
        coordinates,
        address: {
          fullAddress: 'Hauz Khas, New Delhi',
          pincode: '',
          city: 'Delhi',
          state: 'Delhi',
        },
      },
    ]);
    expect(locationStepError(noPincode.location)).toBe('gpsLocation');

    const found = run([
      { type: 'gpsStart' },
      {
        type: 'gpsDetected',
        coordinates,
        address: { fullAddress: 'Hauz Khas', pincode: '110016', city: 'Delhi', state: 'Delhi' },
      },
    ]);
    expect(locationStepError(found.location)).toBeNull();
    expect(found.location.coordinates).toEqual(coordinates);
  });

  it('switches to manual entry when location access is denied', () => {
    const denied = run([{ type: 'gpsStart' }, { type: 'gpsFailed', switchToManual: true }]);
    expect(denied.location.method).toBe('manual');
    const failed = run([{ type: 'gpsStart' }, { type: 'gpsFailed', switchToManual: false }]);
    expect(failed.location).toMatchObject({ method: 'gps', gpsStatus: 'failed' });
  });

  it('prefills city and state from the pincode without overwriting typed values', () => {
    const typed = run(
      [
        { type: 'editLocation', field: 'city', value: 'New Delhi' },
        { type: 'prefillFromPincode', pincode: '110016', city: 'South Delhi', state: 'Delhi' },
      ],
      manual('Flat 4B', '110016'),
    );
    expect(typed.location).toMatchObject({ city: 'New Delhi', state: 'Delhi' });
    const stale = run(
      [{ type: 'prefillFromPincode', pincode: '110017', city: 'South Delhi', state: 'Delhi' }],
      manual('Flat 4B', '110016'),
    );
    expect(stale.location.city).toBe('');
  });
});

describe('step 2: Job Details', () => {
  it('resets the dependent selections and the estimate when one changes', () => {
    let state = complete();
    state = wizardReducer(state, { type: 'estimated', estimate });
    expect(state.estimate).not.toBeNull();

    const newCategory = wizardReducer(state, { type: 'setCategory', value: 'Refrigerator' });
    expect(newCategory.details).toMatchObject({ category: 'Refrigerator', issue: '' });
    expect(newCategory.estimate).toBeNull();

    const newType = wizardReducer(state, { type: 'setServiceType', value: 'Plumbing' });
    expect(newType.details).toMatchObject({ serviceType: 'Plumbing', category: '', issue: '' });
    expect(newType.estimate).toBeNull();

    expect(wizardReducer(state, { type: 'setIssue', value: 'Not cooling' }).estimate).toBeNull();
  });

  it('needs both a category and an issue for an estimate', () => {
    const state = complete();
    expect(estimateError(state.details)).toBeNull();
    expect(estimateError({ ...state.details, issue: '' })).toBe('estimate');
  });

  it("checks the submit in SPEC.md section 5's order", () => {
    const steps: [Partial<WizardState['details']>, keyof typeof REQUEST_MESSAGES][] = [
      [{ serviceType: '' }, 'serviceType'],
      [{ issue: '' }, 'categoryAndIssue'],
      [{ description: '  ' }, 'description'],
      [{ timeSlot: '' }, 'timeSlot'],
      [{ contactInfo: '12345' }, 'contact'],
    ];
    // Break everything, then fix one field at a time: each message shows in turn.
    const state = complete();
    let details = { ...state.details, contactInfo: '' };
    for (const [broken] of steps) details = { ...details, ...broken };
    const fix = { ...state.details, contactInfo: '9876543210' };
    const seen: (string | null)[] = [];
    const broken = { ...state, details, location: initialWizardState().location };
    let current: WizardState = broken;
    for (const [patch] of steps) {
      seen.push(submitError(current));
      const key = Object.keys(patch)[0] as keyof typeof fix;
      current = { ...current, details: { ...current.details, [key]: fix[key] } };
    }
    seen.push(submitError(current));
    current = { ...current, location: state.location };
    seen.push(submitError(current));
    expect(seen).toEqual([
      'serviceType',
      'categoryAndIssue',
      'description',
      'timeSlot',
      'contact',
      'location',
      null,
    ]);
  });

  it('asks for a valid pincode last, with the same message as step 1', () => {
    const state = complete();
    const details = { ...state.details, contactInfo: '9876543210' };
    const location = manual('Flat 4B, Green Park', '11001').location;
    expect(submitError({ ...state, details })).toBeNull();
    const shortPincode = { ...state, details, location };
    expect(submitError(shortPincode)).toBe('pincode');
  });

  it('accepts an email as contact information', () => {
    const state = complete();
    const withEmail = { ...state, details: { ...state.details, contactInfo: 'priya@example.in' } };
    expect(submitError(withEmail)).toBeNull();
  });

  it('builds the payload the server accepts', () => {
    let state = complete();
    state = wizardReducer(state, {
      type: 'editDetails',
      field: 'contactInfo',
      value: '9876543210',
    });
    state = wizardReducer(state, { type: 'estimated', estimate });
    const body = buildWizardRequest(state, {
      title: 'Gas refill - Air Conditioner',
      today: '2026-11-22',
    });
    expect(body).toEqual({
      title: 'Gas refill - Air Conditioner',
      serviceType: 'Appliances',
      category: 'Air Conditioner',
      issue: 'Gas refill',
      description: 'Split AC blows warm air.',
      preferredDate: '2026-11-22',
      preferredTime: 'evening',
      preferredTimeSlot: { date: '2026-11-22', time: 'evening' },
      contactInfo: '9876543210',
      locationData: {
        fullAddress: 'Flat 4B, Green Park',
        pincode: '110016',
        city: '',
        state: '',
        coordinates: null,
        captureMethod: 'manual',
      },
      quotation: 700,
      urgency: 'medium',
    });
    // At 08:30 in India on that day, when its evening is still to come.
    const at = () => new Date('2026-11-22T03:00:00Z');
    expect(wizardRequestAt(at).safeParse(body).success).toBe(true);
  });

  it('sends the day chosen in step 2 with its slot', () => {
    const state = wizardReducer(complete(), {
      type: 'setVisit',
      date: '2026-11-30',
      timeSlot: 'morning',
    });
    const body = buildWizardRequest(state, { title: 'x', today: '2026-11-22' });
    expect(body.preferredDate).toBe('2026-11-30');
    expect(body.preferredTimeSlot).toEqual({ date: '2026-11-30', time: 'morning' });
  });

  it('starts again with the preset on Request Another', () => {
    const preset = { serviceType: 'Plumbing', contactInfo: '9876543210' };
    const done = wizardReducer(complete(), { type: 'submitted', title: 'x' });
    expect(done.step).toBe('done');
    expect(wizardReducer(done, { type: 'reset', preset })).toEqual(initialWizardState(preset));
  });
});

describe('a saved address as step 1', () => {
  const saved = {
    fullAddress: 'B-7, Saket',
    pincode: '110017',
    city: 'New Delhi',
    state: 'Delhi',
    coordinates: null,
    captureMethod: 'manual' as const,
  };

  it('fills a typed saved address as a manual entry that may leave the step', () => {
    const state = run([{ type: 'gpsStart' }, { type: 'useSavedAddress', address: saved }]);
    expect(state.location).toEqual({
      method: 'manual',
      gpsStatus: 'idle',
      addressUnavailable: false,
      fullAddress: 'B-7, Saket',
      pincode: '110017',
      city: 'New Delhi',
      state: 'Delhi',
      coordinates: null,
    });
    expect(canLeaveLocationStep(state.location)).toBe(true);
    expect(locationStepError(state.location)).toBeNull();
  });

  it('keeps the GPS fix of a saved GPS address, and a cleared location starts again', () => {
    const gps = {
      ...saved,
      captureMethod: 'gps' as const,
      coordinates: [77.2, 28.5] as [number, number],
    };
    const state = run([{ type: 'useSavedAddress', address: gps }]);
    expect(state.location).toMatchObject({
      method: 'gps',
      gpsStatus: 'detected',
      coordinates: [77.2, 28.5],
    });
    expect(locationStepError(state.location)).toBeNull();
    expect(wizardReducer(state, { type: 'clearLocation' }).location).toEqual(
      initialWizardState().location,
    );
  });
});
