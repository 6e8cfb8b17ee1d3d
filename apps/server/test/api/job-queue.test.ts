import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../src/queue/queue.ts';
import { createAgent } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { signupAdmin } from '../support/factories.ts';
import { newCustomer } from '../support/jobs.ts';

/**
 * The job queue itself (issue 22), on the app's own database: failed runs come back after
 * doubling waits and end as a dead letter an admin can list; a job sent inside a transaction
 * exists only if it commits.
 */
let t: TestApp;
let queue: JobQueue;
const runs: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // A second queue on the same database, as another process would have, with a job kind of
  // its own that always fails.
  queue = createJobQueue(
    t.deps.database,
    { workers: true, schedules: false, pollSeconds: 0.5, maintenanceSeconds: 1 },
    pino({ level: 'silent' }),
  );
  queue.define('always-fails', {
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    handler: async () => {
      runs.push(Date.now());
      throw new Error('the far end said no');
    },
  });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

describe('the job queue', () => {
  it(
    'retries a failing job with growing waits, then keeps it as a dead letter',
    { timeout: 60_000 },
    async () => {
      const sent = await queue.send('always-fails', { paymentId: 'pay_1', phone: '9876543210' });
      await expect
        .poll(async () => (await queue.deadLetters()).map((d) => d.queue), {
          timeout: 40_000,
          interval: 250,
        })
        .toContain('always-fails');
      // The first run and two retries: 1 to 2 s, then 2 to 4 s later.
      expect(runs).toHaveLength(3);
      const [first, second] = [runs[1]! - runs[0]!, runs[2]! - runs[1]!];
      expect(first).toBeGreaterThanOrEqual(900);
      expect(second).toBeGreaterThanOrEqual(1900);
      expect(second).toBeGreaterThan(first * 1.2);

      const dead = (await queue.deadLetters()).find((d) => d.queue === 'always-fails')!;
      expect(dead.error).toContain('the far end said no');
      expect(sent).not.toBeNull();
    },
  );

  it('lists dead letters to an admin, by record id only', async () => {
    const admin = await signupAdmin(t);
    const res = await admin.agent.get('/api/admin/dead-letters');
    expect(res.statusCode, res.body).toBe(200);
    const letter = res
      .json()
      .deadLetters.find((d: { queue: string }) => d.queue === 'always-fails');
    expect(letter).toMatchObject({
      reference: { paymentId: 'pay_1' },
      error: expect.stringContaining('said no'),
    });
    expect(res.body).not.toContain('9876543210');
  });

  it('refuses the dead letters to a customer and to no session', async () => {
    const customer = await newCustomer(t, 'Meera Iyer');
    expect((await customer.agent.get('/api/admin/dead-letters')).statusCode).toBe(403);
    expect((await createAgent(t.app).get('/api/admin/dead-letters')).statusCode).toBe(401);
  });

  it('sends a job with its transaction: none for a rolled-back one', async () => {
    const before = (await queue.counts()).filter((c) => c.queue === 'always-fails');
    await t.deps.database.db
      .transaction(async (tx) => {
        await queue.send('always-fails', { paymentId: 'pay_2' }, { tx });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await queue.counts()).filter((c) => c.queue === 'always-fails')).toEqual(before);
  });
});
