import { and, between, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { repairerServices, repairers } from '../../db/schema/index.ts';
import { boundingBox, haversineSql } from '../geo/distance.ts';

/** The widest service radius a repairer may set; it bounds the search box. */
const MAX_RADIUS_KM = 200;

/**
 * Repairers offering one of `categories` whose own service radius covers the
 * point, nearest first. The bounding box (indexed) narrows the candidates
 * before the exact distance is computed.
 */
export async function findRepairersCovering(
  db: DbOrTx,
  point: { latitude: number; longitude: number },
  categories: readonly string[],
  limit = 50,
) {
  const box = boundingBox(point, MAX_RADIUS_KM);
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
      distanceKm: distance,
    })
    .from(repairers)
    .where(
      and(
        between(repairers.latitude, box.minLat, box.maxLat),
        between(repairers.longitude, box.minLng, box.maxLng),
        sql`exists (select 1 from ${repairerServices} where ${repairerServices.repairerId} = ${repairers.id} and ${inArray(repairerServices.name, [...categories])})`,
        sql`${distance} <= ${repairers.serviceRadiusKm}`,
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
