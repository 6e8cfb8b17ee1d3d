import { ZDirectRequest } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import {
  buildDirectRequest,
  directRequestError,
  initialDirectRequestForm,
  type DirectRequestForm,
} from './direct-request-form';

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
    });
    expect(form).toEqual({
      description: '',
      address: {
        fullAddress: 'Flat 12, Shanti Apartments',
        pincode: '110017',
        city: 'New Delhi',
        state: 'Delhi',
      },
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
    });
    expect(directRequestError(empty)).toBe('modalDescription');
    let form: DirectRequestForm = { ...empty, description: 'Tap drips.' };
    expect(directRequestError(form)).toBe('manualLocation');
    form = {
      ...form,
      address: { ...form.address, fullAddress: 'B-4, Main Road', pincode: '11001' },
    };
    expect(directRequestError(form)).toBe('pincode');
    form = { ...form, address: { ...form.address, pincode: '110017' } };
    expect(directRequestError(form)).toBe('timeSlot');
    form = { ...form, timeSlot: 'evening' };
    expect(directRequestError(form)).toBe('contact');
    form = { ...form, contactInfo: '98765 43210' };
    expect(directRequestError(form)).toBeNull();

    const body = buildDirectRequest(
      form,
      { repairerId: null, serviceType: 'Plumbing', title: 'Plumbing service request' },
      { today: '2026-11-27', searchLocation: null },
    );
    expect(body).toMatchObject({
      preferredTimeSlot: { date: '2026-11-27', time: 'evening' },
      locationData: { fullAddress: 'B-4, Main Road', pincode: '110017', captureMethod: 'manual' },
    });
    expect(ZDirectRequest.safeParse(body).success).toBe(true);
  });
});
