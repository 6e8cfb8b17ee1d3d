import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { signupAdmin } from '../support/factories.ts';
import {
  acceptJob,
  completionCode,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  sendCompletionCode,
  setJobStatus,
  verifyCompletion,
  type Party,
} from '../support/jobs.ts';
import { createRequest, visitDay } from '../support/requests.ts';

interface Notice {
  _id: string;
  id: string;
  type: string;
  message: string;
  serviceRequestId: string | null;
  read: boolean;
  createdAt: string;
}

let t: TestApp;
let customer: Party;
let stranger: Party;
/** Plumbers at 110017: online with SMS alerts, online without, offline with, offline without. */
let onSms: Party;
let onQuiet: Party;
let offSms: Party;
let offQuiet: Party;
/** Online with SMS alerts, but of another category or too far away. */
let electrician: Party;
let mumbai: Party;

async function prefer(repairer: Party, isOnline: boolean, smsNotifications: boolean) {
  await expectOkJson(
    repairer.agent.put('/api/repairer/settings', {
      emailNotifications: true,
      smsNotifications,
      serviceRadius: 25,
    }),
  );
  await expectOkJson(repairer.agent.put('/api/repairer/availability', { isOnline }));
}

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  onSms = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
  onQuiet = await newRepairer(t, { fullname: 'Sunil Yadav', pincode: '110017' });
  offSms = await newRepairer(t, { fullname: 'Offline Om', pincode: '110017' });
  offQuiet = await newRepairer(t, { fullname: 'Offline Oza', pincode: '110017' });
  electrician = await newRepairer(t, {
    fullname: 'Elena Electric',
    pincode: '110017',
    services: 'electrical',
  });
  mumbai = await newRepairer(t, { fullname: 'Mumbai Mehta', pincode: '400001' });
  await prefer(onSms, true, true);
  await prefer(onQuiet, true, false);
  await prefer(offSms, false, true);
  await prefer(offQuiet, false, false);
  await prefer(electrician, true, true);
  await prefer(mumbai, true, true);
});
afterAll(async () => {
  await t.close();
});

/** Who was told what about one request, straight from the table, once its alert jobs ran. */
async function toldAbout(serviceRequestId: string) {
  await t.app.queue.idle();
  const rows = await t.deps.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.serviceRequestId, serviceRequestId));
  return rows.map((r) => ({ to: r.recipientId, role: r.recipientRole, type: r.type }));
}

async function inbox(party: Party, role: 'user' | 'repairer') {
  const res = await party.agent.get(`/api/${role}/notifications`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    success: boolean;
    message: string;
    notifications: Notice[];
    unreadCount: number;
  };
}

const alertsSince = (from: number) =>
  t
    .outbox()
    .slice(from)
    .filter((m) => m.kind === 'alert');

const manualAt = (pincode: string) => ({
  locationData: {
    fullAddress: 'House 4, Main Road',
    pincode,
    city: '',
    state: '',
    coordinates: null,
    captureMethod: 'manual',
  },
});

const directRequest = (repairer: Party, title: string) =>
  customer.agent.post('/api/service-requests', {
    repairerId: repairer.id,
    contactInfo: '9876543210',
    preferredTimeSlot: 'flexible',
    preferredDate: visitDay(),
    title,
    serviceType: 'Plumbing',
    description: 'Please come and look at the geyser pipe.',
    ...manualAt('110017'),
  });

describe('new-job alerts', () => {
  it('an open request tells the online repairers of its category in range, and texts those with SMS on', async () => {
    const smsBefore = t.outbox().length;
    const job = await createRequest(customer.agent, { title: 'Leaking kitchen tap' });
    expect(await toldAbout(job._id)).toEqual(
      expect.arrayContaining([
        { to: onSms.id, role: 'repairer', type: 'new_job_request' },
        { to: onQuiet.id, role: 'repairer', type: 'new_job_request' },
      ]),
    );
    expect(await toldAbout(job._id)).toHaveLength(2);
    const sms = alertsSince(smsBefore);
    expect(sms.map((m) => m.to)).toEqual([onSms.phone]);
    expect(sms[0]!.body).toContain('Leaking kitchen tap');
    // No street address or customer contact before a repairer accepts (decision 019).
    expect(sms[0]!.body).not.toContain('Shanti Apartments');
    expect(sms[0]!.body).not.toContain(customer.phone);

    const seen = await inbox(onQuiet, 'repairer');
    const notice = seen.notifications.find((n) => n.serviceRequestId === job._id)!;
    expect(notice).toEqual({
      _id: notice.id,
      id: notice.id,
      type: 'new_job_request',
      message: 'New job near you: "Leaking kitchen tap" in New Delhi 110017.',
      // The same text as a template and its parameters, for other languages.
      template: 'newJobNear',
      params: { title: 'Leaking kitchen tap', place: 'New Delhi 110017' },
      serviceRequestId: job._id,
      read: false,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(notice)).not.toContain('Shanti Apartments');
    expect(new Date(notice.createdAt).toISOString()).toBe(notice.createdAt);
    // The customer is not told of their own request.
    expect((await toldAbout(job._id)).map((n) => n.to)).not.toContain(customer.id);
  });

  it('offline repairers get nothing, and hear again once back online', async () => {
    const smsBefore = t.outbox().length;
    const job = await createRequest(customer.agent, { title: 'While you were away' });
    const told = (await toldAbout(job._id)).map((n) => n.to);
    expect(told).not.toContain(offSms.id);
    expect(told).not.toContain(offQuiet.id);
    expect(alertsSince(smsBefore).map((m) => m.to)).not.toContain(offSms.phone);
    expect((await inbox(offSms, 'repairer')).notifications).toEqual([]);

    await prefer(offSms, true, true);
    const later = await createRequest(customer.agent, { title: 'Now you are back' });
    expect((await toldAbout(later._id)).map((n) => n.to)).toContain(offSms.id);
    expect(alertsSince(smsBefore).map((m) => m.to)).toContain(offSms.phone);
    await prefer(offSms, false, true);
  });

  it('turning SMS alerts off stops the texts but not the in-app notice', async () => {
    await prefer(onSms, true, false);
    const smsBefore = t.outbox().length;
    const job = await createRequest(customer.agent, { title: 'Quiet please' });
    expect((await toldAbout(job._id)).map((n) => n.to)).toContain(onSms.id);
    expect(alertsSince(smsBefore)).toEqual([]);
    await prefer(onSms, true, true);
  });

  it('leaves out other categories and repairers whose radius does not reach', async () => {
    const smsBefore = t.outbox().length;
    const job = await createRequest(customer.agent, { title: 'Blocked drain' });
    const told = (await toldAbout(job._id)).map((n) => n.to);
    expect(told).not.toContain(electrician.id);
    expect(told).not.toContain(mumbai.id);
    const texted = alertsSince(smsBefore).map((m) => m.to);
    expect(texted).not.toContain(electrician.phone);
    expect(texted).not.toContain(mumbai.phone);

    const fan = await createRequest(customer.agent, {
      title: 'Fan not running',
      serviceType: 'Electrical',
      category: 'Fans',
      issue: 'Fan not running or running slow',
    });
    expect(await toldAbout(fan._id)).toEqual([
      { to: electrician.id, role: 'repairer', type: 'new_job_request' },
    ]);

    const inMumbai = await createRequest(customer.agent, {
      title: 'Mumbai geyser',
      ...manualAt('400001'),
    });
    expect(await toldAbout(inMumbai._id)).toEqual([
      { to: mumbai.id, role: 'repairer', type: 'new_job_request' },
    ]);
  });

  it('a request sent to one repairer tells that repairer only', async () => {
    const smsBefore = t.outbox().length;
    const res = await directRequest(onSms, 'Geyser pipe for Ravi');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    expect(await toldAbout(id)).toEqual([
      { to: onSms.id, role: 'repairer', type: 'new_job_request' },
    ]);
    expect(alertsSince(smsBefore).map((m) => m.to)).toEqual([onSms.phone]);
    const notice = (await inbox(onSms, 'repairer')).notifications.find(
      (n) => n.serviceRequestId === id,
    );
    expect(notice!.message).toContain('Geyser pipe for Ravi');
  });

  it('a request sent to an offline repairer waits in their inbox, with no SMS', async () => {
    const smsBefore = t.outbox().length;
    const res = await directRequest(offSms, 'Geyser pipe for Om');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    expect(await toldAbout(id)).toEqual([
      { to: offSms.id, role: 'repairer', type: 'new_job_request' },
    ]);
    expect(alertsSince(smsBefore)).toEqual([]);
  });

  it('cancelling a request sent to a repairer tells them; an open one tells no one', async () => {
    const res = await directRequest(onQuiet, 'Changed my mind');
    const id = res.json().data._id as string;
    await expectOkJson(
      customer.agent.put(`/api/service-requests/user/${id}/status`, { status: 'cancelled' }),
    );
    expect(await toldAbout(id)).toEqual([
      { to: onQuiet.id, role: 'repairer', type: 'new_job_request' },
      { to: onQuiet.id, role: 'repairer', type: 'job_cancelled' },
    ]);
    const notice = (await inbox(onQuiet, 'repairer')).notifications[0]!;
    expect(notice).toMatchObject({ type: 'job_cancelled', serviceRequestId: id, read: false });
    expect(notice.message).toContain('Changed my mind');

    const open = await createRequest(customer.agent, { title: 'Open then cancelled' });
    await expectOkJson(
      customer.agent.put(`/api/service-requests/user/${open._id}/status`, {
        status: 'cancelled',
      }),
    );
    expect((await toldAbout(open._id)).map((n) => n.type)).not.toContain('job_cancelled');
  });

  it('an online repairer still hears of a job behind 50 nearer offline ones', async () => {
    const crowd = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        newRepairer(t, { fullname: `Offline ${i + 1}`, pincode: '560001' }),
      ),
    );
    const awake = await newRepairer(t, { fullname: 'Awake Anand', pincode: '560034' });
    await prefer(awake, true, true);
    const smsBefore = t.outbox().length;
    const job = await createRequest(customer.agent, {
      title: 'Bengaluru leak',
      ...manualAt('560001'),
    });
    expect(await toldAbout(job._id)).toEqual([
      { to: awake.id, role: 'repairer', type: 'new_job_request' },
    ]);
    expect(alertsSince(smsBefore).map((m) => m.to)).toEqual([awake.phone]);
    expect(crowd).toHaveLength(50);
  });
});

describe('notifications of the job steps', () => {
  const lastOf = async (party: Party, role: 'user' | 'repairer', id: string) =>
    (await inbox(party, role)).notifications.find((n) => n.serviceRequestId === id)!;

  it('accept, quote, start work and the completion code tell the customer', async () => {
    const id = await jobAt(t, 'requested', customer, onQuiet, { title: 'Bathroom tap' });
    await expectOkJson(acceptJob(onQuiet, id));
    expect(await lastOf(customer, 'user', id)).toMatchObject({
      type: 'job_accepted',
      message: expect.stringContaining('Sunil Yadav'),
    });
    await expectOkJson(quoteJob(onQuiet, id, 1200));
    const quoted = await lastOf(customer, 'user', id);
    expect(quoted.type).toBe('quote_provided');
    expect(quoted.message).toContain('₹1,200');
    expect(quoted.message).toContain('Bathroom tap');
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${id}/accept-quote`));
    const accepted = await lastOf(onQuiet, 'repairer', id);
    expect(accepted.type).toBe('system_update');
    expect(accepted.message).toContain('accepted');
    expect(accepted.message).toContain('₹1,200');
    await expectOkJson(setJobStatus(onQuiet, id, { status: 'in_progress' }));
    expect(await lastOf(customer, 'user', id)).toMatchObject({ type: 'job_in_progress' });
    await expectOkJson(sendCompletionCode(onQuiet, id));
    const coded = await lastOf(customer, 'user', id);
    expect(coded.type).toBe('system_update');
    // The code goes by SMS only, never into a notification.
    expect(coded.message).not.toContain(completionCode(t, customer.phone));
    await expectOkJson(verifyCompletion(customer, id, completionCode(t, customer.phone)));
    expect(await lastOf(onQuiet, 'repairer', id)).toMatchObject({
      type: 'system_update',
      message: expect.stringContaining('completed'),
    });

    expect((await toldAbout(id)).map((n) => [n.role, n.type])).toEqual(
      expect.arrayContaining([
        ['user', 'job_accepted'],
        ['user', 'quote_provided'],
        ['repairer', 'system_update'],
        ['user', 'job_in_progress'],
        ['user', 'system_update'],
      ]),
    );
    // Only the two parties of the job hear of its steps after the first alerts.
    const parties = new Set(
      (await toldAbout(id)).filter((n) => n.type !== 'new_job_request').map((n) => n.to),
    );
    expect(parties).toEqual(new Set([customer.id, onQuiet.id]));
  });

  it('rejecting the quote tells the repairer', async () => {
    const id = await jobAt(t, 'quoted', customer, onQuiet, { title: 'Too dear' }, 5000);
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${id}/reject-quote`));
    const notice = await lastOf(onQuiet, 'repairer', id);
    expect(notice.type).toBe('system_update');
    expect(notice.message).toContain('rejected');
    expect(notice.message).toContain('Too dear');
  });
});

describe('reading notifications', () => {
  it('lists newest first with the unread count, and marks one read', async () => {
    const reader = await newCustomer(t, 'Reader Rao');
    const empty = await inbox(reader, 'user');
    expect(empty).toEqual({
      success: true,
      message: 'No new notifications.',
      notifications: [],
      unreadCount: 0,
    });
    const first = await jobAt(t, 'requested', reader, onQuiet, { title: 'First' });
    const second = await jobAt(t, 'requested', reader, onQuiet, { title: 'Second' });
    await expectOkJson(acceptJob(onQuiet, first));
    await expectOkJson(acceptJob(onQuiet, second));
    await expectOkJson(quoteJob(onQuiet, first, 700));

    const listed = await inbox(reader, 'user');
    expect(listed.success).toBe(true);
    expect(listed.unreadCount).toBe(3);
    expect(listed.notifications.map((n) => [n.type, n.serviceRequestId])).toEqual([
      ['quote_provided', first],
      ['job_accepted', second],
      ['job_accepted', first],
    ]);
    const times = listed.notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const target = listed.notifications[1]!;
    const res = await reader.agent.put(`/api/user/notifications/read/${target.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const after = await inbox(reader, 'user');
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.map((n) => n.read)).toEqual([false, true, false]);
    // Marking it again changes nothing and is no error.
    expect((await reader.agent.put(`/api/user/notifications/read/${target.id}`)).statusCode).toBe(
      200,
    );
    expect((await inbox(reader, 'user')).unreadCount).toBe(2);
  });

  it('a repairer marks their own notification read', async () => {
    const job = await createRequest(customer.agent, { title: 'Read me' });
    const before = await inbox(onSms, 'repairer');
    const notice = before.notifications.find((n) => n.serviceRequestId === job._id)!;
    expect(notice.read).toBe(false);
    await expectOkJson(onSms.agent.put(`/api/repairer/notifications/read/${notice.id}`));
    const after = await inbox(onSms, 'repairer');
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.notifications.find((n) => n.id === notice.id)!.read).toBe(true);
  });

  it("another account's notification reads as unknown (404) and stays unread", async () => {
    const job = await jobAt(t, 'pending_quote', customer, onQuiet, { title: 'Not yours' });
    const mine = (await inbox(customer, 'user')).notifications.find(
      (n) => n.serviceRequestId === job,
    )!;
    const theirs = (await inbox(onSms, 'repairer')).notifications[0]!;
    const attempts = [
      stranger.agent.put(`/api/user/notifications/read/${mine.id}`),
      onQuiet.agent.put(`/api/repairer/notifications/read/${mine.id}`),
      onQuiet.agent.put(`/api/repairer/notifications/read/${theirs.id}`),
      customer.agent.put(`/api/user/notifications/read/${theirs.id}`),
      customer.agent.put('/api/user/notifications/read/0190f2c4-1111-7000-8000-000000000000'),
    ];
    for (const res of await Promise.all(attempts)) {
      expectError(res, 404, 'NOT_FOUND', 'Notification not found.');
    }
    const [a] = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, mine.id));
    const [b] = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs.id));
    expect(a!.read).toBe(false);
    expect(b!.read).toBe(theirs.read);
    expect((await inbox(stranger, 'user')).notifications.map((n) => n.id)).not.toContain(mine.id);
    expectInvalid(await customer.agent.put('/api/user/notifications/read/not-an-id'), 'Not found.');
  });

  it('each role reads its own list only', async () => {
    const admin = await signupAdmin(t);
    for (const role of ['user', 'repairer'] as const) {
      const wrong = role === 'user' ? onQuiet : customer;
      const some = '0190f2c4-1111-7000-8000-000000000000';
      for (const agent of [wrong.agent, admin.agent]) {
        expectError(
          await agent.get(`/api/${role}/notifications`),
          403,
          'FORBIDDEN',
          'You do not have access to this.',
        );
        expectError(
          await agent.put(`/api/${role}/notifications/read/${some}`),
          403,
          'FORBIDDEN',
          'You do not have access to this.',
        );
      }
      const anonymous = createAgent(t.app);
      expectError(
        await anonymous.get(`/api/${role}/notifications`),
        401,
        'UNAUTHENTICATED',
        'Please log in to continue.',
      );
      expectError(
        await anonymous.put(`/api/${role}/notifications/read/${some}`),
        401,
        'UNAUTHENTICATED',
        'Please log in to continue.',
      );
    }
  });
});
