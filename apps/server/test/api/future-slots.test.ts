import { REQUEST_MESSAGES } from '@gharseva/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairers, serviceRequests } from '../../src/db/schema/index.ts';
import { expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { newCustomer, newRepairer, type Party } from '../support/jobs.ts';
import { wizardPayload } from '../support/requests.ts';

/**
 * Issue 24, future slots: a visit from today up to 14 days ahead (India time), a slot of today
 * not yet over, read at the app's clock. The clock is fixed at 17:30 in India on 10 December
 * 2026: the morning and afternoon of that day are over, its evening is open.
 */
const NOW = new Date('2026-12-10T12:00:00Z');
const TODAY = '2026-12-10';
const TOMORROW = '2026-12-11';

let t: TestApp;
let customer: Party;
let other: Party;
let plumber: Party;

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
  customer = await newCustomer(t, 'Meera Iyer');
  other = await newCustomer(t, 'Kavya Rao');
  plumber = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
});
afterAll(async () => {
  await t.close();
});

/** The wizard's payload for `date` and `time` (both of its date fields agree). */
const wizard = (date: string | undefined, time: string, overrides: Record<string, unknown> = {}) =>
  wizardPayload({
    preferredDate: date,
    preferredTime: time,
    preferredTimeSlot: date === undefined ? { time } : { date, time },
    ...overrides,
  });

/** The Available Repairers page's request, to the plumber. */
const direct = (overrides: Record<string, unknown> = {}) => ({
  repairerId: plumber.id,
  serviceType: 'Plumbing',
  description: 'The bathroom tap is loose and drips.',
  contactInfo: '9876543210',
  locationData: wizardPayload().locationData,
  urgency: 'medium',
  ...overrides,
});

async function requestCount() {
  const [row] = await t.deps.database.db.select({ n: count() }).from(serviceRequests);
  return Number(row!.n);
}

async function storedVisit(id: string) {
  const [row] = await t.deps.database.db
    .select({ date: serviceRequests.preferredDate, time: serviceRequests.preferredTime })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row;
}

async function created(body: unknown) {
  const res = await customer.agent.post('/api/service-requests', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    _id: string;
    preferredDate: string;
    preferredTime: string;
    preferredTimeSlot: { date: string; time: string };
  };
}

describe('the wizard books a visit from today up to 14 days ahead', () => {
  it('accepts tomorrow evening and stores that date and slot', async () => {
    const data = await created(wizard(TOMORROW, 'evening'));
    expect(data).toMatchObject({
      preferredDate: TOMORROW,
      preferredTime: 'evening',
      preferredTimeSlot: { date: TOMORROW, time: 'evening' },
    });
    expect(await storedVisit(data._id)).toEqual({ date: TOMORROW, time: 'evening' });
  });

  it('accepts the 14th day ahead, and the morning of a later day', async () => {
    const data = await created(wizard('2026-12-24', 'morning'));
    expect(await storedVisit(data._id)).toEqual({ date: '2026-12-24', time: 'morning' });
  });

  it("accepts today's evening, still to come at the app's clock", async () => {
    const data = await created(wizard(TODAY, 'evening'));
    expect(data.preferredTimeSlot).toEqual({ date: TODAY, time: 'evening' });
  });

  it('takes the date from preferredTimeSlot alone', async () => {
    const data = await created(
      wizardPayload({
        preferredDate: undefined,
        preferredTimeSlot: { date: TOMORROW, time: 'afternoon' },
        preferredTime: undefined,
      }),
    );
    expect(await storedVisit(data._id)).toEqual({ date: TOMORROW, time: 'afternoon' });
  });

  it.each([
    ['the 15th day ahead', wizard('2026-12-25', 'morning'), REQUEST_MESSAGES.preferredDate],
    ['yesterday', wizard('2026-12-09', 'evening'), REQUEST_MESSAGES.preferredDate],
    ['a date that does not exist', wizard('2026-02-30', 'evening'), REQUEST_MESSAGES.preferredDate],
    [
      'a date not written YYYY-MM-DD',
      wizard('11/12/2026', 'evening'),
      REQUEST_MESSAGES.preferredDate,
    ],
    [
      'two dates that disagree',
      wizard(TOMORROW, 'evening', { preferredTimeSlot: { date: '2026-12-12', time: 'evening' } }),
      REQUEST_MESSAGES.preferredDate,
    ],
    ['a slot of today already over', wizard(TODAY, 'afternoon'), REQUEST_MESSAGES.slotOver],
    ['no date and a slot over today', wizard(undefined, 'morning'), REQUEST_MESSAGES.slotOver],
  ])('refuses %s and writes nothing', async (_label, body, message) => {
    const before = await requestCount();
    expectInvalid(await customer.agent.post('/api/service-requests', body), message);
    expect(await requestCount()).toBe(before);
  });
});

describe('the direct request takes the same date and slot', () => {
  it('stores the date of {date, time} and of preferredDate with a slot string', async () => {
    const a = await created(direct({ preferredTimeSlot: { date: TOMORROW, time: 'evening' } }));
    expect(await storedVisit(a._id)).toEqual({ date: TOMORROW, time: 'evening' });
    const b = await created(
      direct({ repairerId: null, preferredTimeSlot: 'morning', preferredDate: '2026-12-24' }),
    );
    expect(await storedVisit(b._id)).toEqual({ date: '2026-12-24', time: 'morning' });
  });

  it('reads an absent date as today, as clients before issue 24 send it', async () => {
    const data = await created(direct({ preferredTimeSlot: 'evening' }));
    expect(await storedVisit(data._id)).toEqual({ date: TODAY, time: 'evening' });
  });

  it.each([
    [
      'the 15th day ahead',
      { preferredTimeSlot: 'evening', preferredDate: '2026-12-25' },
      'preferredDate',
    ],
    ['yesterday', { preferredTimeSlot: { date: '2026-12-09', time: 'evening' } }, 'preferredDate'],
    ['a bad date', { preferredTimeSlot: 'evening', preferredDate: 'tomorrow' }, 'preferredDate'],
    ['a slot over today', { preferredTimeSlot: { date: TODAY, time: 'morning' } }, 'slotOver'],
    ['flexible with no date after noon', { preferredTimeSlot: 'afternoon' }, 'slotOver'],
  ] as const)('refuses %s and writes nothing', async (_label, overrides, key) => {
    for (const repairerId of [plumber.id, null]) {
      const before = await requestCount();
      expectInvalid(
        await customer.agent.post('/api/service-requests', direct({ repairerId, ...overrides })),
        REQUEST_MESSAGES[key],
      );
      expect(await requestCount()).toBe(before);
    }
  });
});

describe("the repairer's board", () => {
  it('lists the soonest visit first: by date, then by the start of the slot', async () => {
    const board = await plumber.agent.get('/api/repairer/nearby-jobs');
    expect(board.statusCode).toBe(200);
    const jobs = board.json().data as {
      preferredDate: string;
      preferredTime: string;
      preferredTimeSlot: { date: string; time: string };
    }[];
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    for (const job of jobs) {
      expect(job.preferredTimeSlot).toEqual({ date: job.preferredDate, time: job.preferredTime });
    }
    const start = { morning: 9, flexible: 9, afternoon: 12, evening: 17 } as Record<string, number>;
    const keys = jobs.map(
      (j) => `${j.preferredDate} ${String(start[j.preferredTime]).padStart(2, '0')}`,
    );
    expect(keys).toEqual([...keys].sort());
    expect(jobs[0]).toMatchObject({ preferredDate: TODAY, preferredTime: 'evening' });
    expect(jobs.at(-1)).toMatchObject({ preferredDate: '2026-12-24' });
    const tomorrow = jobs.filter((j) => j.preferredDate === TOMORROW).map((j) => j.preferredTime);
    expect(tomorrow.indexOf('afternoon')).toBeLessThan(tomorrow.indexOf('evening'));
  });
});

describe('book again reads the earlier request', () => {
  it('gives its owner the service, address and repairer, and another account a 404', async () => {
    const first = await created(direct({ preferredTimeSlot: { date: TOMORROW, time: 'morning' } }));
    const mine = await customer.agent.get(`/api/user/service-requests/${first._id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      serviceType: 'Plumbing',
      description: 'The bathroom tap is loose and drips.',
      location: { address: wizardPayload().locationData.fullAddress, pincode: '110017' },
      repairer: { _id: plumber.id, fullname: 'Ravi Verma' },
    });
    const theirs = await other.agent.get(`/api/user/service-requests/${first._id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('is refused, as any direct request, once that repairer may no longer take work', async () => {
    const carpenter = await newRepairer(t, { fullname: 'Imran Khan', pincode: '110017' });
    const first = await created(direct({ repairerId: carpenter.id, preferredTimeSlot: 'evening' }));
    const earlier = (await customer.agent.get(`/api/user/service-requests/${first._id}`)).json()
      .data as { repairer: { _id: string } };
    await t.deps.database.db
      .update(repairers)
      .set({ verificationStatus: 'rejected' })
      .where(eq(repairers.id, carpenter.id));
    const before = await requestCount();
    const again = await customer.agent.post(
      '/api/service-requests',
      direct({
        repairerId: earlier.repairer._id,
        preferredTimeSlot: { date: TOMORROW, time: 'evening' },
      }),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'This repairer is no longer available.',
    });
    expect(await requestCount()).toBe(before);
  });
});
