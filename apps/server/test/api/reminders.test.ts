import { addDays, LANGUAGE_COOKIE, todayInIndia, type TimeSlot } from '@gharseva/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  reminderDeliveries,
  rescheduleProposals,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { REMINDER_SCAN_JOB } from '../../src/modules/reminders/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { nextIp } from '../support/factories.ts';
import {
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  setJobStatus,
  type Party,
  type Stage,
} from '../support/jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_ACTIVE_JOBS: '50', TEST_CONTROLS: 'true' });
});
afterAll(async () => {
  await t.close();
});

/**
 * The visit day: the day after tomorrow in India, so the day before it (when the evening
 * reminder goes) is still ahead of the real clock that stamps the booking.
 */
const VISIT_DAY = addDays(todayInIndia(new Date()), 2);
const DAY_BEFORE = addDays(VISIT_DAY, -1);
/** A moment in India time: `date` at `time` (HH:MM). */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const dateLabel = (date: string) => date.split('-').reverse().join('/');

/** Scans as at `at`, as the queue's job does, and waits for the SMS and deliveries it queued. */
async function scanAt(at: Date) {
  const sent = await t.app.services.reminders.scan(at);
  await t.app.queue.idle();
  return sent;
}

/** The reminder SMS sent to `phone` so far. */
const remindersTo = (phone: string) =>
  t.outbox().filter((m) => m.to === phone && / (reminder|रिमाइंडर):/.test(m.body));

interface Notice {
  type: string;
  template: string | null;
  params: Record<string, string | number>;
  serviceRequestId: string | null;
}

async function inbox(party: Party, role: 'user' | 'repairer'): Promise<Notice[]> {
  const res = await party.agent.get(`/api/${role}/notifications`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { notifications: Notice[] }).notifications;
}
const reminderNotices = async (party: Party, role: 'user' | 'repairer') =>
  (await inbox(party, role)).filter((n) => n.template?.startsWith('visitReminder'));

/** A customer and a repairer of their own, with a job walked to `stage` for the visit day. */
async function visit(
  stage: Stage = 'accepted',
  slot: TimeSlot = 'evening',
  date = VISIT_DAY,
  app: TestApp = t,
) {
  const customer = await newCustomer(app, 'Meera Iyer');
  const repairer = await newRepairer(app, { fullname: 'Ravi Verma', pincode: '110017' });
  const id = await jobAt(app, stage, customer, repairer, {
    title: 'Kitchen tap',
    preferredDate: date,
    preferredTime: slot,
    preferredTimeSlot: { date, time: slot },
  });
  // The slot as booked: future dates are taken by the booking of issue 24 item 1, built beside
  // this; until it is in, the request is booked for today and its date is set here.
  await app.deps.database.db
    .update(serviceRequests)
    .set({ preferredDate: date, preferredTime: slot })
    .where(eq(serviceRequests.id, id));
  return { customer, repairer, id };
}

async function deliveries(id: string) {
  return t.deps.database.db
    .select({ kind: reminderDeliveries.kind, slot: reminderDeliveries.slot })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.serviceRequestId, id));
}

describe('the evening before a visit', () => {
  it('reminds both sides at 19:00 India time the day before, not a minute earlier', async () => {
    const { customer, repairer, id } = await visit('accepted', 'evening');

    await scanAt(ist(DAY_BEFORE, '18:59'));
    expect(remindersTo(customer.phone)).toEqual([]);
    expect(remindersTo(repairer.phone)).toEqual([]);
    expect(await reminderNotices(customer, 'user')).toEqual([]);

    await scanAt(ist(DAY_BEFORE, '19:00'));
    const sentence = `The visit for "Kitchen tap" is tomorrow, ${dateLabel(VISIT_DAY)}, between 17:00 and 21:00.`;
    expect(remindersTo(customer.phone).map((m) => [m.kind, m.body])).toEqual([
      ['alert', `GharSeva reminder: ${sentence}`],
    ]);
    expect(remindersTo(repairer.phone).map((m) => [m.kind, m.body])).toEqual([
      ['alert', `GharSeva Partner reminder: ${sentence}`],
    ]);
    for (const [party, role] of [
      [customer, 'user'],
      [repairer, 'repairer'],
    ] as const) {
      expect(await reminderNotices(party, role)).toEqual(
        [
          {
            type: 'system_update',
            template: 'visitReminderEvening',
            params: expect.objectContaining({
              title: 'Kitchen tap',
              date: dateLabel(VISIT_DAY),
              from: '17:00',
              to: '21:00',
            }) as unknown as Notice['params'],
            serviceRequestId: id,
          },
        ].map((n) => expect.objectContaining(n)),
      );
    }
    expect(await deliveries(id)).toEqual([{ kind: 'evening', slot: `${VISIT_DAY} evening` }]);
  });

  it('skips a visit booked after that 19:00, which then gets only the hour-before one', async () => {
    const { customer, id } = await visit('accepted', 'morning');
    await t.deps.database.db
      .update(serviceRequests)
      .set({ createdAt: ist(DAY_BEFORE, '19:30') })
      .where(eq(serviceRequests.id, id));
    await scanAt(ist(DAY_BEFORE, '19:45'));
    await scanAt(ist(DAY_BEFORE, '23:00'));
    expect(remindersTo(customer.phone)).toEqual([]);
    await scanAt(ist(VISIT_DAY, '08:00'));
    expect(remindersTo(customer.phone).map((m) => m.body)).toEqual([
      'GharSeva reminder: The visit for "Kitchen tap" starts within the hour, between 09:00 and 12:00 today.',
    ]);
  });

  it('reminds a job the repairer has taken or quoted too, and a flexible visit only that evening', async () => {
    const taken = await visit('pending_quote', 'afternoon');
    const quoted = await visit('quoted', 'flexible');
    await scanAt(ist(DAY_BEFORE, '20:00'));
    expect(remindersTo(taken.customer.phone)).toHaveLength(1);
    expect(remindersTo(taken.repairer.phone)).toHaveLength(1);
    expect(remindersTo(quoted.customer.phone).map((m) => m.body)).toEqual([
      `GharSeva reminder: The visit for "Kitchen tap" is tomorrow, ${dateLabel(VISIT_DAY)}, between 09:00 and 21:00.`,
    ]);
    // No 'soon' for a flexible visit: nobody knows when in the day the repairer comes.
    await scanAt(ist(VISIT_DAY, '08:30'));
    await scanAt(ist(VISIT_DAY, '16:30'));
    expect(remindersTo(quoted.customer.phone)).toHaveLength(1);
    expect(await deliveries(quoted.id)).toEqual([
      { kind: 'evening', slot: `${VISIT_DAY} flexible` },
    ]);
  });
});

describe('the hour before a visit', () => {
  it('reminds both sides from an hour before the slot starts until it starts', async () => {
    const { customer, repairer } = await visit('accepted', 'afternoon');
    await scanAt(ist(VISIT_DAY, '10:59'));
    expect(remindersTo(customer.phone)).toEqual([]);
    await scanAt(ist(VISIT_DAY, '11:00'));
    const sentence =
      'The visit for "Kitchen tap" starts within the hour, between 12:00 and 17:00 today.';
    expect(remindersTo(customer.phone).map((m) => m.body)).toEqual([
      `GharSeva reminder: ${sentence}`,
    ]);
    expect(remindersTo(repairer.phone).map((m) => m.body)).toEqual([
      `GharSeva Partner reminder: ${sentence}`,
    ]);
    expect((await reminderNotices(repairer, 'repairer')).map((n) => n.template)).toEqual([
      'visitReminderSoon',
    ]);
    // Once the slot has started there is nothing more to remind of.
    await scanAt(ist(VISIT_DAY, '12:00'));
    expect(remindersTo(customer.phone)).toHaveLength(1);
  });
});

describe('each reminder once', () => {
  it('goes once across two scans at the same moment, a repeated scan and the queued job', async () => {
    const { customer, repairer, id } = await visit('accepted', 'evening');
    const at = ist(DAY_BEFORE, '19:01');
    const [a, b] = await Promise.all([
      t.app.services.reminders.scan(at),
      t.app.services.reminders.scan(at),
    ]);
    await t.app.queue.idle();
    // Other tests' visits may be due too; this one went in exactly one of the two scans.
    const mine = [...a, ...b].filter((r) => r.serviceRequestId === id);
    expect(mine).toEqual([{ serviceRequestId: id, kind: 'evening', slot: `${VISIT_DAY} evening` }]);
    expect(remindersTo(customer.phone)).toHaveLength(1);
    expect(remindersTo(repairer.phone)).toHaveLength(1);

    await scanAt(ist(DAY_BEFORE, '19:02'));
    await t.app.queue.send(REMINDER_SCAN_JOB, { at: ist(DAY_BEFORE, '21:00').toISOString() });
    await t.app.queue.idle();
    expect(remindersTo(customer.phone)).toHaveLength(1);
    expect(remindersTo(repairer.phone)).toHaveLength(1);
    expect(await reminderNotices(customer, 'user')).toHaveLength(1);
    expect(await deliveries(id)).toEqual([{ kind: 'evening', slot: `${VISIT_DAY} evening` }]);
  });

  it('the queued job and the test control scan by the app clock when they name no moment', async () => {
    let now = ist(DAY_BEFORE, '18:30');
    const clocked = await createTestApp(
      { MAX_ACTIVE_JOBS: '50', TEST_CONTROLS: 'true' },
      { clock: () => now },
    );
    try {
      const sentTo = (phone: string) =>
        clocked.outbox().filter((m) => m.to === phone && m.body.includes(' reminder: '));
      const first = await visit('accepted', 'evening', VISIT_DAY, clocked);
      await clocked.app.queue.send(REMINDER_SCAN_JOB, {});
      await clocked.app.queue.idle();
      expect(sentTo(first.customer.phone)).toEqual([]);
      now = ist(DAY_BEFORE, '19:05');
      await clocked.app.queue.send(REMINDER_SCAN_JOB, {});
      await clocked.app.queue.idle();
      expect(sentTo(first.customer.phone)).toHaveLength(1);
      expect(sentTo(first.repairer.phone)).toHaveLength(1);

      const second = await visit('accepted', 'morning', VISIT_DAY, clocked);
      const res = await createAgent(clocked.app, { ip: nextIp() }).post(
        '/api/test/reminders/scan',
        {},
      );
      expect(res.json()).toEqual({
        success: true,
        sent: [{ serviceRequestId: second.id, kind: 'evening', slot: `${VISIT_DAY} morning` }],
      });
      await clocked.app.queue.idle();
      expect(sentTo(second.customer.phone)).toHaveLength(1);
    } finally {
      await clocked.close();
    }
  });
});

describe('no reminder for a visit that is off', () => {
  it('none for a cancelled job', async () => {
    const { customer, repairer, id } = await visit('pending_quote', 'evening');
    await expectOkJson(
      customer.agent.put(`/api/service-requests/user/${id}/status`, { status: 'cancelled' }),
    );
    await scanAt(ist(DAY_BEFORE, '19:00'));
    await scanAt(ist(VISIT_DAY, '16:00'));
    expect(remindersTo(customer.phone)).toEqual([]);
    expect(remindersTo(repairer.phone)).toEqual([]);
    expect(await deliveries(id)).toEqual([]);
  });

  it('none once work has started, and none for a completed job', async () => {
    const started = await visit('accepted', 'evening');
    await expectOkJson(setJobStatus(started.repairer, started.id, { status: 'in_progress' }));
    // Walking a job to completed takes a payment and an admin; its status is set directly.
    const done = await visit('accepted', 'evening');
    await t.deps.database.db
      .update(serviceRequests)
      .set({ status: 'completed' })
      .where(eq(serviceRequests.id, done.id));
    await scanAt(ist(DAY_BEFORE, '19:00'));
    await scanAt(ist(VISIT_DAY, '16:00'));
    for (const party of [started.customer, started.repairer, done.customer, done.repairer]) {
      expect(remindersTo(party.phone)).toEqual([]);
    }
  });

  it('none for the old slot of a rescheduled visit; the new slot has its own', async () => {
    const { customer, repairer, id } = await visit('accepted', 'evening');
    await scanAt(ist(DAY_BEFORE, '19:00'));
    expect(remindersTo(customer.phone)).toHaveLength(1);
    // Moved a day later to the morning (the reschedule API is built elsewhere: the row is
    // changed as an accepted reschedule changes it).
    const newDay = addDays(VISIT_DAY, 1);
    await t.deps.database.db
      .update(serviceRequests)
      .set({ preferredDate: newDay, preferredTime: 'morning' })
      .where(eq(serviceRequests.id, id));
    // The old slot's hour-before reminder never goes.
    await scanAt(ist(VISIT_DAY, '16:00'));
    expect(remindersTo(customer.phone)).toHaveLength(1);
    // The new slot's evening reminder does, once.
    await scanAt(ist(VISIT_DAY, '19:00'));
    await scanAt(ist(VISIT_DAY, '19:30'));
    expect(remindersTo(customer.phone).map((m) => m.body)).toEqual([
      `GharSeva reminder: The visit for "Kitchen tap" is tomorrow, ${dateLabel(VISIT_DAY)}, between 17:00 and 21:00.`,
      `GharSeva reminder: The visit for "Kitchen tap" is tomorrow, ${dateLabel(newDay)}, between 09:00 and 12:00.`,
    ]);
    expect(remindersTo(repairer.phone)).toHaveLength(2);
    expect(
      await t.deps.database.db
        .select({ slot: reminderDeliveries.slot })
        .from(reminderDeliveries)
        .where(
          and(eq(reminderDeliveries.serviceRequestId, id), eq(reminderDeliveries.kind, 'evening')),
        )
        .orderBy(reminderDeliveries.slot),
    ).toEqual([{ slot: `${VISIT_DAY} evening` }, { slot: `${newDay} morning` }]);
  });

  it('no evening one for a visit moved onto tomorrow after that 19:00', async () => {
    const { customer, id } = await visit('accepted', 'afternoon', addDays(VISIT_DAY, 3));
    // Accepted at 21:00 the day before the new date: the slot was booked after 19:00.
    await t.deps.database.db.insert(rescheduleProposals).values({
      serviceRequestId: id,
      fromDate: addDays(VISIT_DAY, 3),
      fromTime: 'afternoon',
      toDate: VISIT_DAY,
      toTime: 'afternoon',
      status: 'accepted',
      decidedAt: ist(DAY_BEFORE, '21:00'),
    });
    await t.deps.database.db
      .update(serviceRequests)
      .set({ preferredDate: VISIT_DAY })
      .where(eq(serviceRequests.id, id));
    await scanAt(ist(DAY_BEFORE, '21:01'));
    expect(remindersTo(customer.phone)).toEqual([]);
    await scanAt(ist(VISIT_DAY, '11:00'));
    expect(remindersTo(customer.phone)).toHaveLength(1);
  });

  it('none for a request no repairer has taken', async () => {
    const { customer, id } = await visit('requested', 'evening');
    await scanAt(ist(DAY_BEFORE, '19:00'));
    await scanAt(ist(VISIT_DAY, '16:00'));
    expect(remindersTo(customer.phone)).toEqual([]);
    expect(await deliveries(id)).toEqual([]);
  });
});

describe('in the person’s language', () => {
  it('a Hindi-speaking customer gets the reminder SMS in Hindi, the repairer in his own', async () => {
    const { customer, repairer } = await visit('accepted', 'morning');
    customer.agent.cookies.set(LANGUAGE_COOKIE, 'hi');
    await expectOkJson(customer.agent.get('/api/check-auth'));
    await scanAt(ist(DAY_BEFORE, '19:00'));
    const [sms] = remindersTo(customer.phone);
    expect(sms!.body).toBe(
      `GharSeva रिमाइंडर: "Kitchen tap" की विज़िट कल, ${dateLabel(VISIT_DAY)} को 09:00 से 12:00 के बीच है।`,
    );
    expect(remindersTo(repairer.phone)[0]!.body).toMatch(/^GharSeva Partner reminder: The visit/);
  });
});

describe('the test control', () => {
  it('scans as at the moment it is given', async () => {
    const { customer, id } = await visit('accepted', 'evening');
    const agent = createAgent(t.app, { ip: nextIp() });
    const early = await agent.post('/api/test/reminders/scan', {
      at: ist(DAY_BEFORE, '18:59').toISOString(),
    });
    expect(early.statusCode, early.body).toBe(200);
    const ids = (res: typeof early) =>
      (res.json() as { sent: { serviceRequestId: string }[] }).sent.map((r) => r.serviceRequestId);
    expect(ids(early)).not.toContain(id);
    await t.app.queue.idle();
    expect(remindersTo(customer.phone)).toEqual([]);
    const due = await agent.post('/api/test/reminders/scan', {
      at: ist(DAY_BEFORE, '19:00').toISOString(),
    });
    expect(due.statusCode, due.body).toBe(200);
    expect(ids(due)).toContain(id);
    await t.app.queue.idle();
    expect(remindersTo(customer.phone)).toHaveLength(1);

    const bad = await agent.post('/api/test/reminders/scan', { at: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('does not exist without TEST_CONTROLS, nor outside NODE_ENV=test', async () => {
    const other = await createTestApp({ NODE_ENV: 'development', TEST_CONTROLS: 'true' });
    try {
      const agent = createAgent(other.app, { ip: nextIp() });
      const res = await agent.post('/api/test/reminders/scan', {});
      expect(res.statusCode).toBe(404);
      expect(other.app.apiRoutes.some((r) => r.url.startsWith('/api/test/'))).toBe(false);
    } finally {
      await other.close();
    }
    expect(t.app.apiRoutes.some((r) => r.url === '/api/test/reminders/scan')).toBe(true);
  });

  it('is refused with NODE_ENV=production', () => {
    const production = {
      NODE_ENV: 'production',
      OTP_PEPPER: 'p',
      AADHAAR_ENCRYPTION_KEY: 'k'.repeat(64),
      ADMIN_SIGNUP_SECRET: 's',
      ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
      VAPID_PUBLIC_KEY: 'BPublicKeyOfTheTests',
      VAPID_PRIVATE_KEY: 'privateKeyOfTheTests',
      VAPID_SUBJECT: 'mailto:ops@gharseva.example',
    };
    expect(() => loadConfig({ ...production, TEST_CONTROLS: 'true' })).toThrow(
      /TEST_CONTROLS=true is refused with NODE_ENV=production/,
    );
    expect(loadConfig(production).TEST_CONTROLS).toBe(false);
  });
});
