import { describe, expect, it } from 'vitest';
import { parseReverseGeocode, pincodeFromPostcode } from './reverse-geocode';

describe('parseReverseGeocode', () => {
  it('reads the display name, pincode, city and state', () => {
    expect(
      parseReverseGeocode({
        display_name: 'Aurobindo Marg, Hauz Khas, South Delhi, Delhi, 110016, India',
        address: {
          road: 'Aurobindo Marg',
          suburb: 'Hauz Khas',
          city: 'New Delhi',
          state: 'Delhi',
          postcode: '110016',
        },
      }),
    ).toEqual({
      fullAddress: 'Aurobindo Marg, Hauz Khas, South Delhi, Delhi, 110016, India',
      pincode: '110016',
      city: 'New Delhi',
      state: 'Delhi',
    });
  });

  it('falls back from city to town to village', () => {
    const base = { display_name: 'Somewhere', address: { state: 'Kerala', postcode: '682001' } };
    const withTown = { ...base, address: { ...base.address, town: 'Aluva', village: 'Edathala' } };
    expect(parseReverseGeocode(withTown)?.city).toBe('Aluva');
    const withVillage = { ...base, address: { ...base.address, village: 'Edathala' } };
    expect(parseReverseGeocode(withVillage)?.city).toBe('Edathala');
    const withCity = { ...base, address: { ...withTown.address, city: 'Kochi' } };
    expect(parseReverseGeocode(withCity)?.city).toBe('Kochi');
    expect(parseReverseGeocode(base)?.city).toBe('');
  });

  it('joins the address parts when there is no display name', () => {
    expect(
      parseReverseGeocode({
        address: {
          road: 'MG Road',
          neighbourhood: 'Shanthala Nagar',
          suburb: 'Ashok Nagar',
          village: 'Bengaluru',
          state: 'Karnataka',
          postcode: '560 001',
        },
      }),
    ).toEqual({
      fullAddress: 'MG Road, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka, 560001',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
  });

  it('gives no pincode for a postcode that is not an Indian one', () => {
    expect(pincodeFromPostcode('SW1A 1AA')).toBe('');
    expect(pincodeFromPostcode('012345')).toBe('');
    expect(pincodeFromPostcode(undefined)).toBe('');
    const parsed = parseReverseGeocode({
      display_name: 'Westminster',
      address: { postcode: '1234' },
    });
    expect(parsed).toEqual({ fullAddress: 'Westminster', pincode: '', city: '', state: '' });
  });

  it('places nothing for an error answer or an empty one', () => {
    expect(parseReverseGeocode({ error: 'Unable to geocode' })).toBeNull();
    expect(parseReverseGeocode({})).toBeNull();
    expect(parseReverseGeocode(null)).toBeNull();
  });
});
