import { ZDirectRequest } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { readRepairerSearch, requestServiceType, serviceTypeLabel } from './search-state';

describe('readRepairerSearch', () => {
  it('needs a category and a 6-digit pincode', () => {
    expect(readRepairerSearch(null)).toBeNull();
    expect(readRepairerSearch({ pincode: '110017' })).toBeNull();
    expect(readRepairerSearch({ serviceType: 'plumbing' })).toBeNull();
    expect(readRepairerSearch({ serviceType: ' ', pincode: '110017' })).toBeNull();
    expect(readRepairerSearch({ serviceType: 'plumbing', pincode: '11001' })).toBeNull();
    expect(readRepairerSearch({ serviceType: 'plumbing', pincode: '110017' })).toEqual({
      serviceType: 'plumbing',
      pincode: '110017',
      locationData: null,
    });
  });

  it('keeps a usable location and drops a broken one', () => {
    const search = readRepairerSearch({
      serviceType: 'Plumbing',
      pincode: '110017',
      locationData: {
        fullAddress: ' B-12, Malviya Nagar ',
        pincode: '110017',
        city: 'Delhi',
        coordinates: [77.21, 28.53],
        captureMethod: 'gps',
      },
    });
    expect(search?.locationData).toEqual({
      fullAddress: 'B-12, Malviya Nagar',
      pincode: '110017',
      city: 'Delhi',
      state: '',
      coordinates: [77.21, 28.53],
      captureMethod: 'gps',
    });
    expect(
      readRepairerSearch({ serviceType: 'x', pincode: '110017', locationData: { fullAddress: '' } })
        ?.locationData,
    ).toBeNull();
  });
});

describe('requestServiceType', () => {
  it('files search categories under a catalogue category the server accepts', () => {
    const location = {
      fullAddress: 'Near Malviya Nagar',
      pincode: '110017',
      captureMethod: 'manual',
    } as const;
    for (const search of [
      'electronics',
      'appliances',
      'plumbing',
      'electrical',
      'carpentry',
      'painting',
      'automotive',
      'hvac',
      'other',
      'Moving & Leasing',
    ]) {
      const { serviceType } = requestServiceType(search);
      const parsed = ZDirectRequest.safeParse({
        repairerId: null,
        serviceType,
        description: 'x',
        preferredTimeSlot: 'flexible',
        contactInfo: '9876543210',
        locationData: location,
      });
      expect(parsed.success, search).toBe(true);
    }
    expect(requestServiceType('hvac')).toEqual({
      serviceType: 'Appliances',
      category: 'Air Conditioner',
    });
    expect(requestServiceType('Moving & Leasing')).toEqual({ serviceType: 'Moving & Storage' });
  });

  it('labels search categories and catalogue names', () => {
    const label = (c: string) => `label:${c}`;
    expect(serviceTypeLabel('hvac', label)).toBe('label:hvac');
    expect(serviceTypeLabel('Moving & Storage', label)).toBe('Moving & Leasing');
    expect(serviceTypeLabel('Unknown', label)).toBe('Unknown');
  });
});
