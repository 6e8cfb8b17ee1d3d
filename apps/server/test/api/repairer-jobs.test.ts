import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, notifications, serviceRequests } from '../../src/db/schema/index.ts';
import type { SmsSender } from '../../src/providers/sms/sms.ts';
import { createOutboxSms } from '../../src/providers/sms/outbox.ts';
import { expectError, expectNothingWritten, expectRetryAfter } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import {
  acceptJob,
  jobAt,
  newCustomer,
  newRepairer,
  sendCompletionCode,
  setJobStatus,
  type Party,
} from '../support/jobs.ts';
import { createRequest, visitDay } from '../support/requests.ts';

const MAX_ACTIVE_JOBS = 3;
let t: TestApp;
let customer: Party;
let plumber: Party;
let rival: Party;

beforeAll(async () => {
  t = await createTestApp({ MAX_ACTIVE_JOBS: String(MAX_ACTIVE_JOBS) });
  customer = await newCustomer(t);
  plumber = await newRepairer(t, { fullname: 'Ravi Verma', pincode: '110017' });
  rival = await newRepairer(t, { fullname: 'Sunil Yadav', pincode: '110017' });
});
afterAll(async () => {
  await t.close();
});

async function statusOf(id: string) {
  const [row] = await t.deps.database.db
    .select({ status: serviceRequests.status, repairerId: serviceRequests.repairerId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row!;
}

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

describe('GET /api/repairer/nearby-jobs', () => {
  it('lists open jobs of my categories in my radius, and those sent to me, newest first', async () => {
    const fresh = await newRepairer(t, { pincode: '110017', services: 'plumbing' });
    const open = await createRequest(customer.agent, { title: 'Leaking tap' });
    const mumbai = await createRequest(customer.agent, {
      title: 'Far away',
      ...manualAt('400001'),
    });
    const electrical = await createRequest(customer.agent, {
      title: 'Fan not working',
      serviceType: 'Electrical',
      category: 'Fans',
      issue: 'Fan not running or running slow',
    });
    const direct = await customer.agent.post('/api/service-requests', {
      repairerId: fresh.id,
      contactInfo: '9876543210',
      preferredTimeSlot: 'flexible',
      preferredDate: visitDay(),
      title: 'Sent to you',
      serviceType: 'Plumbing',
      description: 'Please come and look at the geyser pipe.',
      ...manualAt('110017'),
    });
    expect(direct.statusCode).toBe(201);
    const toRival = await customer.agent.post('/api/service-requests', {
      repairerId: rival.id,
      contactInfo: '9876543210',
      preferredTimeSlot: 'flexible',
      preferredDate: visitDay(),
      title: 'Sent to someone else',
      serviceType: 'Plumbing',
      description: 'Only for Sunil.',
      ...manualAt('110017'),
    });
    expect(toRival.statusCode).toBe(201);

    const res = await fresh.agent.get('/api/repairer/nearby-jobs');
    expect(res.statusCode).toBe(200);
    const jobs = res.json().data as { _id: string; title: string; targeted: boolean }[];
    const titles = jobs.map((j) => j.title);
    expect(titles).toContain('Leaking tap');
    expect(titles).toContain('Sent to you');
    expect(titles).not.toContain('Far away');
    expect(titles).not.toContain('Sent to someone else');
    expect(jobs.map((j) => j._id)).not.toContain(electrical._id);
    expect(jobs.map((j) => j._id)).not.toContain(mumbai._id);
    expect(titles.indexOf('Sent to you')).toBeLessThan(titles.indexOf('Leaking tap'));
    expect(jobs.find((j) => j.title === 'Sent to you')!.targeted).toBe(true);
    const card = jobs.find((j) => j._id === open._id)!;
    expect(card).toMatchObject({
      serviceType: 'Plumbing',
      category: 'Taps & Mixers',
      issue: 'Tap leakage',
      urgency: 'medium',
      quotation: 249,
      status: 'requested',
      location: { pincode: '110017' },
    });
    expect(card).not.toHaveProperty('customer');
    expect(card).not.toHaveProperty('contactInfo');
    expect(JSON.stringify(card)).not.toContain('Shanti Apartments');
    expect(JSON.stringify(card)).not.toContain(customer.phone);
  });

  it('drops a job once taken or cancelled', async () => {
    const taken = await createRequest(customer.agent, { title: 'Taken soon' });
    const cancelled = await createRequest(customer.agent, { title: 'Cancelled soon' });
    expect((await acceptJob(rival, taken._id)).statusCode).toBe(200);
    await customer.agent.put(`/api/service-requests/user/${cancelled._id}/status`, {
      status: 'cancelled',
    });
    const ids = (await plumber.agent.get('/api/repairer/nearby-jobs'))
      .json()
      .data.map((j: { _id: string }) => j._id);
    expect(ids).not.toContain(taken._id);
    expect(ids).not.toContain(cancelled._id);
    await rival.agent.put(`/api/service-requests/repairer/${taken._id}/quote`, {
      estimatedPrice: 500,
    });
  });

  it('follows the radius setting', async () => {
    const far = await newRepairer(t, { pincode: '110001', services: 'plumbing' });
    const job = await createRequest(customer.agent, {
      title: 'Gurugram job',
      ...manualAt('122001'),
    });
    const ids = async () =>
      (await far.agent.get('/api/repairer/nearby-jobs'))
        .json()
        .data.map((j: { _id: string }) => j._id);
    expect(await ids()).not.toContain(job._id);
    const wide = await far.agent.put('/api/repairer/settings', {
      emailNotifications: true,
      smsNotifications: false,
      serviceRadius: 60,
    });
    expect(wide.statusCode).toBe(200);
    expect(await ids()).toContain(job._id);
  });

  it('is for repairers only', async () => {
    expectError(
      await customer.agent.get('/api/repairer/nearby-jobs'),
      403,
      'FORBIDDEN',
      'You do not have access to this.',
    );
    expect((await createAgent(t.app).get('/api/repairer/nearby-jobs')).statusCode).toBe(401);
  });
});

describe('accepting a job: PUT /api/service-requests/repairer/{id}/status', () => {
  it('takes the job, opens its conversation, tells the customer and moves it to pending_quote', async () => {
    const job = await createRequest(customer.agent, { title: 'Accept me' });
    const smsBefore = t.outbox().length;
    const res = await acceptJob(plumber, job._id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Job request accepted! Please provide your quote on the In Progress page.',
      data: {
        _id: job._id,
        status: 'pending_quote',
        repairer: { _id: plumber.id, fullname: 'Ravi Verma' },
        customer: { phone: customer.phone },
      },
    });
    expect(body.conversationId).toEqual(body.data.conversationId);
    expect(body.data.assignedAt).not.toBeNull();
    const [conversation] = await t.deps.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.serviceRequestId, job._id));
    expect(conversation).toMatchObject({
      id: body.conversationId,
      userId: customer.id,
      repairerId: plumber.id,
      isActive: true,
    });
    const told = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.serviceRequestId, job._id));
    expect(told.map((n) => [n.recipientId, n.type])).toContainEqual([customer.id, 'job_accepted']);
    const sms = t.outbox().slice(smsBefore);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: customer.phone, kind: 'alert' });
    expect(sms[0]!.body).toContain('Ravi Verma');
    // Conversation call answers the same conversation.
    const again = await plumber.agent.post('/api/repairer/conversations/create', {
      serviceRequestId: job._id,
    });
    expect(again.json()).toEqual({ success: true, conversationId: body.conversationId });
    // The job now shows among the assigned jobs, with its conversation.
    const assigned = (
      await plumber.agent.get('/api/service-requests/repairer/assigned-jobs')
    ).json();
    expect(assigned.data.find((j: { _id: string }) => j._id === job._id)).toMatchObject({
      conversationId: body.conversationId,
      status: 'pending_quote',
    });
    await plumber.agent.put(`/api/service-requests/repairer/${job._id}/quote`, {
      estimatedPrice: 800,
    });
  });

  describe('every row of the accept-job table (SPEC.md section 8)', () => {
    it('JOB_NOT_FOUND for an unknown job', async () => {
      expectError(
        await acceptJob(plumber, '0190f2c4-1111-7000-8000-000000000000'),
        404,
        'JOB_NOT_FOUND',
        'This job is no longer available.',
      );
    });

    it('UNAUTHORIZED for a job sent to another repairer, out of category or out of range', async () => {
      const direct = await customer.agent.post('/api/service-requests', {
        repairerId: rival.id,
        contactInfo: '9876543210',
        preferredTimeSlot: 'flexible',
        preferredDate: visitDay(),
        title: 'For Sunil only',
        serviceType: 'Plumbing',
        description: 'Only Sunil please.',
        ...manualAt('110017'),
      });
      const electrical = await createRequest(customer.agent, {
        serviceType: 'Electrical',
        category: 'Fans',
        issue: 'Fan not running or running slow',
      });
      const far = await createRequest(customer.agent, manualAt('400001'));
      for (const id of [direct.json().data._id, electrical._id, far._id]) {
        expectError(
          await acceptJob(plumber, id),
          403,
          'UNAUTHORIZED',
          'You are not authorized to accept this job.',
        );
        expect(await statusOf(id)).toMatchObject({ status: 'requested' });
      }
    });

    it('INVALID_STATUS_TRANSITION for a step the job is not at', async () => {
      const id = await jobAt(t, 'pending_quote', customer, plumber);
      const res = await setJobStatus(plumber, id, { status: 'in_progress' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_STATUS_TRANSITION' });
      expect(await statusOf(id)).toMatchObject({ status: 'pending_quote' });
      await plumber.agent.put(`/api/service-requests/repairer/${id}/quote`, {
        estimatedPrice: 800,
      });
    });

    it('JOB_ALREADY_ASSIGNED when another repairer has it', async () => {
      const id = await jobAt(t, 'pending_quote', customer, rival);
      expectError(
        await acceptJob(plumber, id),
        409,
        'JOB_ALREADY_ASSIGNED',
        'This job has already been accepted by another repairer or is no longer available.',
      );
      expect(await statusOf(id)).toEqual({ status: 'pending_quote', repairerId: rival.id });
      await rival.agent.put(`/api/service-requests/repairer/${id}/quote`, { estimatedPrice: 800 });
    });

    it('JOB_ALREADY_ACCEPTED_BY_YOU on a second accept', async () => {
      const id = await jobAt(t, 'pending_quote', customer, plumber);
      expectError(
        await acceptJob(plumber, id),
        409,
        'JOB_ALREADY_ACCEPTED_BY_YOU',
        'You have already accepted this job.',
      );
      await plumber.agent.put(`/api/service-requests/repairer/${id}/quote`, {
        estimatedPrice: 800,
      });
    });

    it('JOB_CANCELLED when the customer cancelled it', async () => {
      const job = await createRequest(customer.agent);
      await customer.agent.put(`/api/service-requests/user/${job._id}/status`, {
        status: 'cancelled',
      });
      expectError(
        await acceptJob(plumber, job._id),
        409,
        'JOB_CANCELLED',
        'This job has been cancelled by the customer.',
      );
    });

    it('MISSING_REQUIRED_FIELDS without a status, INVALID_STATUS_FOR_ENDPOINT with another', async () => {
      const job = await createRequest(customer.agent);
      for (const body of [{}, { status: '' }, { status: null }]) {
        expectError(
          await setJobStatus(plumber, job._id, body),
          400,
          'MISSING_REQUIRED_FIELDS',
          'Required information is missing. Please contact support.',
        );
      }
      for (const status of ['completed', 'quoted', 'cancelled', 'customer_paid', 42]) {
        expectError(
          await setJobStatus(plumber, job._id, { status }),
          400,
          'INVALID_STATUS_FOR_ENDPOINT',
          'An internal error occurred regarding the job status update. Please refresh and try again.',
        );
      }
      expect(await statusOf(job._id)).toEqual({ status: 'requested', repairerId: null });
    });

    it('MAX_JOBS_REACHED at the MAX_ACTIVE_JOBS setting', async () => {
      const busy = await newRepairer(t, { pincode: '110017' });
      for (let i = 0; i < MAX_ACTIVE_JOBS; i += 1) await jobAt(t, 'pending_quote', customer, busy);
      const job = await createRequest(customer.agent);
      const res = await acceptJob(busy, job._id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'MAX_JOBS_REACHED' });
      expect(res.json().message).toContain(String(MAX_ACTIVE_JOBS));
      expect(await statusOf(job._id)).toEqual({ status: 'requested', repairerId: null });
      const [conversation] = await t.deps.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.serviceRequestId, job._id));
      expect(conversation).toBeUndefined();
    });
  });

  it('of 20 repairers racing for one job, exactly one wins', async () => {
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => newRepairer(t, { fullname: `Racer ${i + 1}` })),
    );
    const job = await createRequest(customer.agent, { title: 'Race' });
    const results = await Promise.all(racers.map((r) => acceptJob(r, job._id)));
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = results.filter((r) => r.statusCode !== 200);
    for (const r of losers) {
      expectError(
        r,
        409,
        'JOB_ALREADY_ASSIGNED',
        'This job has already been accepted by another repairer or is no longer available.',
      );
    }
    const winner = racers[results.indexOf(winners[0]!)]!;
    expect(await statusOf(job._id)).toEqual({ status: 'pending_quote', repairerId: winner.id });
    const opened = await t.deps.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.serviceRequestId, job._id));
    expect(opened).toHaveLength(1);
  });

  it('MAX_ACTIVE_JOBS holds when one repairer accepts many jobs at once', async () => {
    const greedy = await newRepairer(t, { fullname: 'Greedy Gupta' });
    const jobs = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createRequest(customer.agent, { title: `Burst ${i}` })),
    );
    const results = await Promise.all(jobs.map((j) => acceptJob(greedy, j._id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(MAX_ACTIVE_JOBS);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(8 - MAX_ACTIVE_JOBS);
    for (const r of refused) expect(r.json().code).toBe('MAX_JOBS_REACHED');
    const held = await t.deps.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.repairerId, greedy.id));
    expect(held).toHaveLength(MAX_ACTIVE_JOBS);
  });
});

describe('the completion code cool-down: POST /api/service-requests/repairer/{id}/pending', () => {
  const notYours = (res: Awaited<ReturnType<typeof sendCompletionCode>>) => {
    expectError(res, 404, 'JOB_NOT_FOUND', 'This job is no longer available.');
    expect(res.headers['retry-after']).toBeUndefined();
  };

  it("answers another repairer as for any job not theirs, right after the owner's code", async () => {
    const owner = await newRepairer(t, { fullname: 'Mohan Lal', pincode: '110017' });
    const id = await jobAt(t, 'in_progress', customer, owner);
    notYours(await expectNothingWritten(t, () => sendCompletionCode(rival, id)));

    expect((await sendCompletionCode(owner, id)).statusCode).toBe(200);
    // The same answer as before the code: nothing tells them a code was just sent.
    notYours(await expectNothingWritten(t, () => sendCompletionCode(rival, id)));

    // The refusal left the owner's cool-down as it was.
    const resend = await sendCompletionCode(owner, id);
    expect({ status: resend.statusCode, code: resend.json().code }).toEqual({
      status: 429,
      code: 'OTP_RESEND_TOO_SOON',
    });
    expectRetryAfter(resend, 30);
  });

  it("does not spend the owner's cool-down on another repairer's calls", async () => {
    const owner = await newRepairer(t, { fullname: 'Mohan Lal', pincode: '110017' });
    const id = await jobAt(t, 'in_progress', customer, owner);
    const [first, second, mine] = await Promise.all([
      sendCompletionCode(rival, id),
      sendCompletionCode(rival, id),
      sendCompletionCode(owner, id),
    ]);
    notYours(first);
    notYours(second);
    expect(mine.statusCode, mine.body).toBe(200);
  });
});

describe('FAILED_SEND_SMS: the customer cannot be told, the job is still accepted', () => {
  let broken: TestApp;
  beforeAll(async () => {
    const outbox: { sender?: SmsSender } = {};
    const sms: SmsSender = {
      name: 'alerts-down',
      async send(message) {
        if (message.kind === 'alert') throw new Error('gateway down');
        await outbox.sender!.send(message);
      },
    };
    broken = await createTestApp({}, { sms });
    outbox.sender = createOutboxSms({ dataDir: broken.deps.config.DATA_DIR });
  });
  afterAll(async () => {
    await broken.close();
  });

  it('answers FAILED_SEND_SMS and keeps the job accepted', async () => {
    const c = await newCustomer(broken);
    const r = await newRepairer(broken);
    const job = await createRequest(c.agent);
    expectError(
      await acceptJob(r, job._id),
      502,
      'FAILED_SEND_SMS',
      'Job accepted, but failed to send SMS notification to customer.',
    );
    const [row] = await broken.deps.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, job._id));
    expect(row).toMatchObject({ status: 'pending_quote', repairerId: r.id });
    expect(broken.logs.join('\n')).not.toContain(c.phone);
  });
});
