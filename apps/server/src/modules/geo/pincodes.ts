import fs from 'node:fs';
import zlib from 'node:zlib';
import { SERVER_FILES } from '../../lib/server-files.ts';
import type { StateName } from './regions.ts';

/** Where a pincode is: its centre and its district and state (current names). */
export interface PincodeLocation {
  pincode: string;
  latitude: number;
  longitude: number;
  district: string;
  state: StateName;
  /**
   * True when the source had no trustworthy point and the centre was filled
   * from neighbouring pincodes or the district headquarters (docs/geography.md).
   */
  approximate: boolean;
}

/** Built by `npm run build:pincodes -w @gharseva/server`; see docs/geography.md. */
const TABLE_FILE = SERVER_FILES.pincodes;
const HEADER = 'pincode\tlat\tlng\tdistrict\tstate\tapproximate';

let table: Map<string, PincodeLocation> | undefined;

function parse(text: string): Map<string, PincodeLocation> {
  const lines = text.split('\n');
  if (lines[0] !== HEADER) throw new Error(`unexpected pincode table header: ${lines[0]}`);
  const map = new Map<string, PincodeLocation>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const [pincode, lat, lng, district, state, approximate] = line.split('\t') as [
      string,
      string,
      string,
      string,
      StateName,
      string,
    ];
    map.set(pincode, {
      pincode,
      latitude: Number(lat),
      longitude: Number(lng),
      district,
      state,
      approximate: approximate === '1',
    });
  }
  return map;
}

/** Reads the shipped table on first use (about 19,000 rows, a few milliseconds). */
function load(): Map<string, PincodeLocation> {
  table ??= parse(zlib.gunzipSync(fs.readFileSync(TABLE_FILE)).toString('utf8'));
  return table;
}

/** The pincode's location, or undefined for a pincode India Post does not list. */
export function locatePincode(pincode: string): PincodeLocation | undefined {
  return load().get(pincode);
}

/** How many pincodes the table holds. */
export function pincodeCount(): number {
  return load().size;
}
