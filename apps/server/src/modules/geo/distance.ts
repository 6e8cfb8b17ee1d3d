import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LatLngBox } from './regions.ts';

/** A point on the Earth in degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), the one the SQL helper uses too. */
export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points; asin would then be NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm`
 * of `point`: a cheap, index-friendly prefilter before the exact distance.
 * Not meant for the poles or the antimeridian (India is far from both).
 */
export function boundingBox(point: LatLng, radiusKm: number): LatLngBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  // A degree of longitude shrinks with cos(latitude); use the box's edge
  // nearest the pole, where it is shortest, so the box never cuts the circle.
  const poleward = Math.min(89.9, Math.abs(point.latitude) + dLat);
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.cos(toRadians(poleward)));
  return {
    minLat: point.latitude - dLat,
    maxLat: point.latitude + dLat,
    minLng: point.longitude - dLng,
    maxLng: point.longitude + dLng,
  };
}

/**
 * A point as a zero-size box, to test it against db/coverage-box.ts's box with
 * `box @> box`: GiST's box_ops index `@>(box, box)` but not `@>(box, point)`.
 */
export function pointBoxSql(point: LatLng): SQL {
  const p = sql`point(${point.longitude}::double precision, ${point.latitude}::double precision)`;
  return sql`box(${p}, ${p})`;
}

/** How far (km, roughly) a point lies outside a box; 0 inside it. */
export function kmOutsideBox(point: LatLng, box: LatLngBox): number {
  const dLat = Math.max(box.minLat - point.latitude, 0, point.latitude - box.maxLat);
  const dLng = Math.max(box.minLng - point.longitude, 0, point.longitude - box.maxLng);
  const latKm = dLat * KM_PER_DEGREE_LAT;
  const lngKm = dLng * KM_PER_DEGREE_LAT * Math.cos(toRadians(point.latitude));
  return Math.hypot(latKm, lngKm);
}

/**
 * The haversine distance in km between two columns (degrees) and a point, as
 * a Drizzle expression for `select`, `where` and `orderBy`. Plain SQL
 * functions only, so it runs the same on PGlite and PostgreSQL.
 */
export function haversineSql(
  latColumn: SQLWrapper,
  lngColumn: SQLWrapper,
  point: LatLng,
): SQL<number> {
  // Casts pin the parameters' type, which PostgreSQL cannot infer inside radians().
  const lat = sql`${point.latitude}::double precision`;
  const lng = sql`${point.longitude}::double precision`;
  const h = sql`power(sin(radians(${latColumn} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${latColumn})) * power(sin(radians(${lngColumn} - ${lng}) / 2), 2)`;
  return sql<number>`(${sql.raw(String(EARTH_RADIUS_KM))} * 2 * asin(sqrt(least(1, ${h}))))`.mapWith(
    Number,
  );
}
