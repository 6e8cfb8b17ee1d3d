import { directRequestAt } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import {
  bookAgainForm,
  buildDirectRequest,
  directRequestError,
  earlierLocation,
  initialDirectRequestForm,
  type DirectRequestForm,
} from './direct-request-form';

/** 08:30 in India on 27 November 2026: every slot of the day is still open. */
const NOW = new Date('2026-11-27T03:00:00Z');
/** 18:30 in India that day: only the evening is left. */
const EVENING = new Date('2026-11-27T13:00:00Z');

const area = { district: 'South Delhi', state: 'Delhi' };
const last = {
  location: {
    address: 'Flat 12, Shanti Apartments',
    pincode: '110017',
    city: 'New Delhi',
    state: 'Delhi',
  },
  contactInfo: '9812345678',
};

describe('the request form of the Available Repairers page', () => {
  it("starts from the search's pincode and the last request's street in that pincode", () => {
    const form = initialDirectRequestForm({
      pincode: '110017',
      area,
      searchLocation: null,
      lastRequest: last,
      accountPhone: '9000000000',
      now: NOW,
    });
    expect(form).toEqual({
      description: '',
      address: {
        fullAddress: 'Flat 12, Shanti Apartments',
        pincode: '110017',
        city: 'New Delhi',
        state: 'Delhi',
      },
      date: '2026-11-27',
      timeSlot: '',
      contactInfo: '9812345678',
    });
  });

  it("never offers another pincode's street; the contact falls back to the account phone", () => {
    const form = initialDirectRequestForm({
      pincode: '400001',
      area: { district: 'Mumbai', state: 'Maharashtra' },
      searchLocation: null,
      lastRequest: { ...last, contactInfo: null },
      accountPhone: '9000000000',
    });
    expect(form.address).toEqual({
      fullAddress: '',
      pincode: '400001',
      city: 'Mumbai',
      state: 'Maharashtra',
    });
    expect(form.contactInfo).toBe('9000000000');
  });

  it('checks the fields in the order shown, then builds a body the server accepts', () => {
    const empty = initialDirectRequestForm({
      pincode: '110017',
      area,
      searchLocation: null,
      lastRequest: null,
      accountPhone: '',
      now: NOW,
    });
    expect(directRequestError(empty, NOW)).toBe('modalDescription');
    let form: DirectRequestForm = { ...empty, description: 'Tap drips.' };
    expect(directRequestError(form, NOW)).toBe('manualLocation');
    form = {
      ...form,
      address: { ...form.address, fullAddress: 'B-4, Main Road', pincode: '11001' },
    };
    expect(directRequestError(form, NOW)).toBe('pincode');
    form = { ...form, address: { ...form.address, pincode: '110017' } };
    expect(directRequestError(form, NOW)).toBe('timeSlot');
    form = { ...form, timeSlot: 'evening' };
    expect(directRequestError(form, NOW)).toBe('contact');
    form = { ...form, contactInfo: '98765 43210' };
    expect(directRequestError(form, NOW)).toBeNull();

    const body = buildDirectRequest(
      form,
      { repairerId: null, serviceType: 'Plumbing', title: 'Plumbing service request' },
      { today: '2026-11-27', searchLocation: null },
    );
    expect(body).toMatchObject({
      preferredTimeSlot: { date: '2026-11-27', time: 'evening' },
      locationData: { fullAddress: 'B-4, Main Road', pincode: '110017', captureMethod: 'manual' },
    });
    expect(directRequestAt(() => NOW).safeParse(body).success).toBe(true);
  });

  it('refuses a slot over today and a day past the 14 ahead', () => {
    const form: DirectRequestForm = {
      description: 'Tap drips.',
      address: { fullAddress: 'B-4, Main Road', pincode: '110017', city: '', state: '' },
      date: '2026-11-27',
      timeSlot: 'morning',
      contactInfo: '9876543210',
    };
    expect(directRequestError(form, EVENING)).toBe('slotOver');
    expect(directRequestError({ ...form, timeSlot: 'evening' }, EVENING)).toBeNull();
    expect(directRequestError({ ...form, date: '2026-12-11' }, EVENING)).toBeNull();
    expect(directRequestError({ ...form, date: '2026-12-12' }, EVENING)).toBe('preferredDate');
    expect(directRequestError({ ...form, date: '2026-11-26' }, EVENING)).toBe('preferredDate');
    // An empty date is read as today, as the server reads it.
    expect(directRequestError({ ...form, date: '' }, EVENING)).toBeNull();
  });
});

describe('book again', () => {
  const earlier = {
    description: 'The kitchen tap drips.',
    preferredTime: 'morning' as const,
    contactInfo: null,
    location: {
      address: 'Flat 12, Shanti Apartments',
      pincode: '110017',
      city: 'New Delhi',
      state: 'Delhi',
      coordinates: [77.2, 28.5] as [number, number],
      captureMethod: 'gps' as const,
      approximate: false,
    },
  };

  it('fills the form from the earlier request, on the first day its slot is open', () => {
    expect(bookAgainForm(earlier, '9000000000', NOW)).toEqual({
      description: 'The kitchen tap drips.',
      address: {
        fullAddress: 'Flat 12, Shanti Apartments',
        pincode: '110017',
        city: 'New Delhi',
        state: 'Delhi',
      },
      date: '2026-11-27',
      timeSlot: 'morning',
      contactInfo: '9000000000',
    });
    // In the evening today's morning is over: the day stays, the slot is left to choose.
    expect(bookAgainForm(earlier, '9000000000', EVENING)).toMatchObject({
      date: '2026-11-27',
      timeSlot: '',
    });
  });

  it("keeps the earlier GPS point, but not a pincode's centre", () => {
    expect(earlierLocation(earlier)).toMatchObject({
      coordinates: [77.2, 28.5],
      captureMethod: 'gps',
    });
    expect(
      earlierLocation({ ...earlier, location: { ...earlier.location, approximate: true } }),
    ).toBeNull();
  });
});
