import { toPublicCatalogue } from '@gharseva/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repairers, serviceRequestEvents } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError } from '../support/assert.ts';
import { signupRepairer } from '../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health', () => {
  it('GET /api/health answers 200 while the process runs', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/ready answers 200 with the database engine', async () => {
    const res = await get('/api/ready');
    expect(res.statusCode).toBe(200);
    const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({ status: 'ready', database: engine });
    expect(t.deps.database.engine).toBe(engine);
  });

  it('GET /api/ready answers 503 when the database does not answer', async () => {
    const spy = vi
      .spyOn(t.deps.database, 'ping')
      .mockRejectedValueOnce(new Error('connection refused'));
    try {
      const res = await get('/api/ready');
      expectError(res, 503, 'SERVICE_UNAVAILABLE', 'The database is not ready.');
      expect(res.body).not.toContain('connection refused');
    } finally {
      spy.mockRestore();
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB_ENGINE === 'postgres')(
    'survives the database server closing its idle connections, and answers again',
    async () => {
      const heard: Error[] = [];
      t.deps.database.onConnectionError((error) => heard.push(error));
      // Two connections in the pool, both idle afterwards.
      const pause = sql`select pg_sleep(0.05)`;
      await Promise.all([t.deps.database.db.execute(pause), t.deps.database.db.execute(pause)]);
      // What a restart or an administrator does: every other connection to this database ends.
      await t.deps.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
      expect(heard[0]!.message).toMatch(/terminat/);
      expect((await get('/api/ready')).statusCode).toBe(200);
    },
  );
});

describe('GET /api/catalogue', () => {
  it('answers the 13 main categories in display order, each with issues and price ranges', async () => {
    const res = await get('/api/catalogue');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const categories = res.json() as {
      name: string;
      subCategories: { name: string; services: { issue: string; price_range: string }[] }[];
    }[];
    expect(categories.map((c) => c.name)).toEqual([
      'Appliances',
      'Electrical',
      'Plumbing',
      'Carpentry',
      'Cleaning',
      'Painting & Renovation',
      'Pest Control',
      'Security & Automation',
      'Moving & Storage',
      'Gardening & Landscaping',
      'Interior Design',
      'Repairs and Installation',
      'Specialized Services',
    ]);
    for (const category of categories) {
      expect(category.subCategories.length, category.name).toBeGreaterThan(0);
      for (const sub of category.subCategories) {
        expect(sub.name).toEqual(expect.any(String));
        expect(sub.services.length, `${category.name} / ${sub.name}`).toBeGreaterThan(0);
        for (const service of sub.services) {
          expect(service.issue.trim().length).toBeGreaterThan(0);
          expect(service.price_range).toMatch(/^₹[\d,]+/);
        }
      }
    }
    expect(categories).toEqual(toPublicCatalogue());
    expect(categories[0]!.subCategories[0]!.services[0]).toMatchObject({
      issue: 'AC service (split or window)',
      price_range: '₹499 - ₹899',
    });
  });

  it('needs no session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/catalogue',
      headers: { cookie: 'gs_session=garbage' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/public/stats', () => {
  it('answers zeros and no rating on an empty marketplace', async () => {
    const res = await get('/api/public/stats');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      success: true,
      data: { professionals: 0, jobsDone: 0, averageRating: null, ratingCount: 0 },
    });
  });

  it('counts professionals, completed jobs and the average rating', async () => {
    const { db } = t.deps.database;
    const a = await signupRepairer(t);
    const b = await signupRepairer(t);
    await signupRepairer(t);
    // One still waiting for verification is not counted among the professionals.
    await signupRepairer(t, { verified: false });
    const idOf = (r: { body: Record<string, unknown> }) => (r.body.repairer as { id: string }).id;
    await db
      .update(repairers)
      .set({ ratingSum: 9, ratingCount: 2 })
      .where(eq(repairers.id, idOf(a)));
    await db
      .update(repairers)
      .set({ ratingSum: 4, ratingCount: 1 })
      .where(eq(repairers.id, idOf(b)));
    await db.insert(serviceRequestEvents).values([
      {
        kind: 'status_changed',
        actorRole: 'user',
        fromStatus: 'pending_otp',
        toStatus: 'completed',
      },
      {
        kind: 'status_changed',
        actorRole: 'user',
        fromStatus: 'pending_otp',
        toStatus: 'completed',
      },
      { kind: 'status_changed', actorRole: 'user', fromStatus: 'quoted', toStatus: 'accepted' },
    ]);
    const res = await get('/api/public/stats');
    expect(res.json()).toEqual({
      success: true,
      data: { professionals: 3, jobsDone: 2, averageRating: 4.3, ratingCount: 3 },
    });
  });
});
