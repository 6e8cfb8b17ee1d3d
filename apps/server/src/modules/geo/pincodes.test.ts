import { describe, expect, it } from 'vitest';
import { haversineKm, kmOutsideBox, type LatLng } from './distance.ts';
import { locatePincode, pincodeCount, type PincodeLocation } from './pincodes.ts';
import { INDIA_BOX, STATE_BOXES, STATE_NAMES } from './regions.ts';

// Read before any other test touches the table, so this is the cold load.
const started = performance.now();
const count = pincodeCount();
const loadMs = performance.now() - started;

/** Every row, through the public API (the table has no gaps below 110001). */
const all: PincodeLocation[] = [];
for (let n = 110000; n <= 999999; n++) {
  const row = locatePincode(String(n));
  if (row) all.push(row);
}

const at = (latitude: number, longitude: number): LatLng => ({ latitude, longitude });

function located(pincode: string): PincodeLocation {
  const row = locatePincode(pincode);
  if (!row) throw new Error(`${pincode} is missing`);
  return row;
}

describe('the pincode table', () => {
  it('loads once, quickly', () => {
    expect(loadMs).toBeLessThan(300);
    expect(count).toBeGreaterThan(19_000);
    expect(all).toHaveLength(count);
  });

  it.each([
    ['110001', 'New Delhi GPO', at(28.6328, 77.2197), 'Delhi'],
    ['400001', 'Mumbai GPO', at(18.9398, 72.8355), 'Maharashtra'],
    ['560001', 'Bengaluru GPO', at(12.9791, 77.5913), 'Karnataka'],
    ['600001', 'Chennai, George Town', at(13.0925, 80.2864), 'Tamil Nadu'],
    ['700001', 'Kolkata, BBD Bagh', at(22.5726, 88.3511), 'West Bengal'],
  ])('puts %s within 5 km of %s', (pincode, _place, truth, state) => {
    const row = located(pincode);
    expect(haversineKm(row, truth)).toBeLessThan(5);
    expect(row).toMatchObject({ state, approximate: false });
  });

  it.each([
    ['190001', at(34.0837, 74.7973), 'Srinagar', 'Jammu and Kashmir'],
    ['180001', at(32.7266, 74.857), 'Jammu', 'Jammu and Kashmir'],
    ['194101', at(34.1526, 77.5771), 'Leh', 'Ladakh'],
    ['194103', at(34.5539, 76.1349), 'Kargil', 'Ladakh'],
  ])('has %s, approximate, within 30 km of its headquarters', (pincode, hq, district, state) => {
    const row = located(pincode);
    expect(row).toMatchObject({ district, state, approximate: true });
    expect(haversineKm(row, hq)).toBeLessThan(30);
  });

  it("puts 737101 (Gangtok) in Sikkim, not at the source's point in China", () => {
    const row = located('737101');
    expect(row).toMatchObject({ district: 'East Sikkim', state: 'Sikkim', approximate: true });
    expect(kmOutsideBox(row, STATE_BOXES.Sikkim)).toBe(0);
    expect(haversineKm(row, at(27.3389, 88.6065))).toBeLessThan(30);
  });

  it('keeps every point inside India and off the known placeholders', () => {
    const outside = all.filter((r) => kmOutsideBox(r, INDIA_BOX) > 0).map((r) => r.pincode);
    expect(outside).toEqual([]);
    const placeholders = all.filter(
      (r) =>
        (r.latitude === 0 && r.longitude === 0) ||
        (r.latitude === 28.42294 && r.longitude === 76.91974),
    );
    expect(placeholders).toEqual([]);
  });

  it('keeps every point within 50 km of its state', () => {
    const strays = all
      .filter((r) => kmOutsideBox(r, STATE_BOXES[r.state]) > 50)
      .map((r) => `${r.pincode} ${r.state}`);
    expect(strays).toEqual([]);
  });

  it('has pincodes in each of the 36 states and union territories, and no other', () => {
    const states = new Set(all.map((r) => r.state));
    expect([...states].sort()).toEqual([...STATE_NAMES].sort());
    expect(STATE_NAMES).toHaveLength(36);
  });

  it('answers only 6-digit pincodes, with named places', () => {
    expect(locatePincode('999999')).toBeUndefined();
    expect(locatePincode('11001')).toBeUndefined();
    expect(locatePincode(' 110001')).toBeUndefined();
    const odd = all.filter(
      (r) =>
        !/^[1-9]\d{5}$/.test(r.pincode) || r.district === '' || r.district !== r.district.trim(),
    );
    expect(odd).toEqual([]);
  });

  it('uses current names: Delhi, Puducherry, the merged DNH and DD, Prayagraj', () => {
    expect(located('110001').state).toBe('Delhi');
    expect(located('605001').state).toBe('Puducherry');
    expect(located('396210').state).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(located('211001')).toMatchObject({ district: 'Prayagraj', state: 'Uttar Pradesh' });
  });

  it('marks only a small share of the table approximate', () => {
    const approximate = all.filter((r) => r.approximate).length;
    expect(approximate / all.length).toBeLessThan(0.05);
  });
});
