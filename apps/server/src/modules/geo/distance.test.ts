import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/support/database.ts';
import { boundingBox, haversineKm, haversineSql, kmOutsideBox, type LatLng } from './distance.ts';

const delhi: LatLng = { latitude: 28.6139, longitude: 77.209 };
const mumbai: LatLng = { latitude: 19.076, longitude: 72.8777 };

/** The point `km` away from `from` on the given bearing (great circle, spherical Earth). */
function destination(from: LatLng, bearingDeg: number, km: number): LatLng {
  const rad = Math.PI / 180;
  const d = km / 6371;
  const lat1 = from.latitude * rad;
  const bearing = bearingDeg * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
  );
  const lng2 =
    from.longitude * rad +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: lng2 / rad };
}

describe('haversineKm', () => {
  it('measures Delhi to Mumbai as about 1,150 km', () => {
    expect(haversineKm(delhi, mumbai)).toBeGreaterThan(1140);
    expect(haversineKm(delhi, mumbai)).toBeLessThan(1160);
  });

  it('is zero for one point and the same both ways', () => {
    expect(haversineKm(delhi, delhi)).toBe(0);
    expect(haversineKm(mumbai, delhi)).toBeCloseTo(haversineKm(delhi, mumbai), 9);
  });

  it('stays finite for antipodal points', () => {
    const antipode = { latitude: -delhi.latitude, longitude: delhi.longitude - 180 };
    expect(haversineKm(delhi, antipode)).toBeCloseTo(Math.PI * 6371, 3);
  });
});

describe('boundingBox', () => {
  it.each([
    ['Kanyakumari', { latitude: 8.0883, longitude: 77.5385 }],
    ['Delhi', delhi],
    ['Leh', { latitude: 34.1526, longitude: 77.5771 }],
    ['Oslo, far from the equator', { latitude: 59.91, longitude: 10.75 }],
  ])('holds every point within the radius around %s', (_name, centre) => {
    for (const radius of [1, 25, 200]) {
      const box = boundingBox(centre, radius);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        for (const fraction of [0.5, 0.999]) {
          const p = destination(centre, bearing, radius * fraction);
          expect(haversineKm(centre, p)).toBeLessThan(radius);
          expect(kmOutsideBox(p, box)).toBe(0);
        }
      }
      // Not much bigger than needed: its north edge is the radius away.
      expect(
        haversineKm(centre, { latitude: box.maxLat, longitude: centre.longitude }),
      ).toBeCloseTo(radius, 6);
    }
  });
});

describe('kmOutsideBox', () => {
  const box = { minLat: 10, maxLat: 20, minLng: 70, maxLng: 80 };
  it('is zero inside and grows outside', () => {
    expect(kmOutsideBox({ latitude: 15, longitude: 75 }, box)).toBe(0);
    expect(kmOutsideBox({ latitude: 21, longitude: 75 }, box)).toBeCloseTo(111.19, 1);
    expect(kmOutsideBox({ latitude: 0, longitude: 0 }, box)).toBeGreaterThan(1000);
  });
});

describe('haversineSql', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it.each(['double precision', 'real', 'numeric(9, 6)'])(
    'agrees with haversineKm on %s columns',
    async (type) => {
      const points = [delhi, mumbai, { latitude: 13.0827, longitude: 80.2707 }, mumbai];
      const values = sql.join(
        points.map(
          (p, i) =>
            sql`(${i}, ${sql.raw(String(p.latitude))}::${sql.raw(type)}, ${sql.raw(String(p.longitude))}::${sql.raw(type)})`,
        ),
        sql`, `,
      );
      const distance = haversineSql(sql`t.lat`, sql`t.lng`, mumbai);
      // Both drivers answer `{ rows }`; the shared Db type leaves the result untyped.
      const result = (await database.db.execute(
        sql`select t.i, ${distance} as km from (values ${values}) as t(i, lat, lng) order by t.i`,
      )) as unknown as { rows: { km: unknown }[] };
      const km = result.rows.map((r) => Number(r.km));
      const tolerance = type === 'real' ? 0.5 : 1e-6;
      points.forEach((p, i) => {
        expect(Math.abs(km[i]! - haversineKm(p, mumbai))).toBeLessThan(tolerance);
      });
      expect(km[3]).toBeLessThan(tolerance);
    },
  );
});
