import { describe, expect, it } from 'vitest';
import {
  approximateAddress,
  approximatePlace,
  directRequestTitle,
  requestTitleParts,
  titleParams,
} from './request-title.ts';

describe('request titles the app made', () => {
  const wizard = { serviceType: 'Plumbing', category: 'Taps & Mixers', issue: 'Tap leakage' };

  it('are named by their catalogue parts', () => {
    expect(requestTitleParts({ ...wizard, title: 'Tap leakage - Taps & Mixers' })).toEqual({
      titleIssue: 'Tap leakage',
      titleCategory: 'Taps & Mixers',
    });
    expect(requestTitleParts({ serviceType: 'Plumbing', title: 'Plumbing service' })).toEqual({
      titleService: 'Plumbing',
    });
    expect(
      requestTitleParts({ serviceType: 'Plumbing', title: directRequestTitle('Plumbing') }),
    ).toEqual({ titleServiceRequest: 'Plumbing' });
    expect(
      requestTitleParts({
        serviceType: 'Appliances',
        category: 'Air Conditioner',
        title: 'AC & HVAC service request',
      }),
    ).toEqual({ titleServiceRequest: 'AC & HVAC' });
    expect(
      requestTitleParts({
        serviceType: 'Painting & Renovation',
        title: 'Painting service request',
      }),
    ).toEqual({ titleServiceRequest: 'Painting' });
  });

  it('leave a title the customer wrote as it is', () => {
    expect(requestTitleParts({ ...wizard, title: 'Kitchen tap drips' })).toBeNull();
    expect(requestTitleParts({ ...wizard, title: 'Bathroom service' })).toBeNull();
    expect(requestTitleParts({ ...wizard, title: 'Tap leakage - Wiring' })).toBeNull();
    expect(titleParams({ ...wizard, title: 'Kitchen tap drips' })).toEqual({
      title: 'Kitchen tap drips',
    });
  });
});

describe('addresses the app made', () => {
  it('are read back as their area or pincode', () => {
    expect(approximatePlace(approximateAddress({ area: 'Mumbai, Maharashtra' }))).toEqual({
      area: 'Mumbai, Maharashtra',
    });
    expect(approximatePlace(approximateAddress({ pincode: '110017' }))).toEqual({
      pincode: '110017',
    });
  });

  it('leave an address the customer wrote as it is', () => {
    expect(approximatePlace('12 MG Road, Near Metro')).toBeNull();
    expect(approximatePlace('Pincode road 5')).toBeNull();
  });
});
