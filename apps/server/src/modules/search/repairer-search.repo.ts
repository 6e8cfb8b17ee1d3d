import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { repairerServices, repairers } from '../../db/schema/index.ts';
import { coverageBoxSql } from '../../db/coverage-box.ts';
import { haversineSql, pointBoxSql } from '../geo/index.ts';

/**
 * Repairers offering one of `categories` whose own service radius covers the
 * point, nearest first. The GiST index on each repairer's coverage box
 * (repairers_coverage_gist) narrows the candidates to the boxes holding the
 * point before the exact distance is computed; a box around the point sized
 * for the widest radius anyone may set would take in thousands more.
 * `onlineOnly` filters before the limit, so offline repairers nearer the
 * point cannot take the places of online ones (new-job alerts); `verifiedOnly` likewise keeps
 * repairers the platform has not verified out (REPAIRER_VERIFICATION=required).
 */
export async function findRepairersCovering(
  db: DbOrTx,
  point: { latitude: number; longitude: number },
  categories: readonly string[],
  limit = 50,
  options: { onlineOnly?: boolean; verifiedOnly?: boolean } = {},
) {
  const distance = haversineSql(repairers.latitude, repairers.longitude, point);
  const rows = await db
    .select({
      id: repairers.id,
      fullname: repairers.fullname,
      ratingSum: repairers.ratingSum,
      ratingCount: repairers.ratingCount,
      address: repairers.address,
      pincode: repairers.pincode,
      experience: repairers.experience,
      profilePicture: repairers.profilePicture,
      verificationStatus: repairers.verificationStatus,
      distanceKm: distance,
    })
    .from(repairers)
    .where(
      and(
        sql`${coverageBoxSql(repairers.latitude, repairers.longitude, repairers.serviceRadiusKm)} @> ${pointBoxSql(point)}`,
        sql`exists (select 1 from ${repairerServices} where ${repairerServices.repairerId} = ${repairers.id} and ${inArray(repairerServices.name, [...categories])})`,
        sql`${distance} <= ${repairers.serviceRadiusKm}`,
        options.onlineOnly ? eq(repairers.isOnline, true) : undefined,
        options.verifiedOnly ? eq(repairers.verificationStatus, 'verified') : undefined,
      ),
    )
    .orderBy(distance)
    .limit(limit);
  if (rows.length === 0) return [];
  const services = await db
    .select({
      repairerId: repairerServices.repairerId,
      name: repairerServices.name,
      visitingChargePaise: repairerServices.visitingChargePaise,
    })
    .from(repairerServices)
    .where(
      inArray(
        repairerServices.repairerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(repairerServices.createdAt);
  const byRepairer = new Map<string, typeof services>();
  for (const s of services)
    byRepairer.set(s.repairerId, [...(byRepairer.get(s.repairerId) ?? []), s]);
  return rows.map((r) => ({ ...r, services: byRepairer.get(r.id) ?? [] }));
}
