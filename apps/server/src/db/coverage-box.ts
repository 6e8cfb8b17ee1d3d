import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Beside the schema, not in the geo module: the repairers table's GiST index is declared with
// it (db/schema/accounts.ts), and the schema knows no feature module.

/** Kilometres in a degree of latitude at the equator, where it is shortest (WGS 84). */
const KM_PER_DEGREE_LAT_MIN = 110.574;
/** Kilometres in a degree of longitude at the equator (WGS 84); times cos(latitude) elsewhere. */
const KM_PER_DEGREE_LNG_EQUATOR = 111.32;
/**
 * Widens the coverage box. The box needs about 0.12% more than the plain
 * formula at 37.5 degrees N and 200 km (111.32 vs the sphere's 111.195 km per
 * degree, and the circle's true longitude extent, asin(sin d / cos lat), being
 * a hair wider than d / cos lat); 2% covers that many times over.
 */
const COVERAGE_MARGIN = 1.02;

/**
 * The box (x = longitude, y = latitude, degrees) holding the whole circle of
 * `radiusKm` around a point given by columns: what a GiST index can find by
 * "box contains the customer's point". Shared by the index declaration and
 * the query, because PostgreSQL uses an expression index only when the query
 * spells the same expression. Only IMMUTABLE functions, constants inlined.
 * Not meant for the poles or the antimeridian (India is far from both).
 */
export function coverageBoxSql(
  latColumn: SQLWrapper,
  lngColumn: SQLWrapper,
  radiusKmColumn: SQLWrapper,
): SQL {
  const radius = sql`${radiusKmColumn}::double precision * ${sql.raw(String(COVERAGE_MARGIN))}`;
  const halfHeight = sql`(${radius} / ${sql.raw(String(KM_PER_DEGREE_LAT_MIN))})`;
  const halfWidth = sql`(${radius} / (${sql.raw(String(KM_PER_DEGREE_LNG_EQUATOR))} * cos(radians(${latColumn}))))`;
  return sql`box(point(${lngColumn} - ${halfWidth}, ${latColumn} - ${halfHeight}), point(${lngColumn} + ${halfWidth}, ${latColumn} + ${halfHeight}))`;
}
