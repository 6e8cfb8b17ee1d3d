import { VERIFICATION_MESSAGES } from '@gharseva/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  conversations,
  notifications,
  repairers,
  serviceRequestEvents,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent, type Agent } from '../support/client.ts';
import { signupAdmin } from '../support/factories.ts';
import {
  acceptJob,
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  type Party,
} from '../support/jobs.ts';
import { createRequest, visitDay } from '../support/requests.ts';

let t: TestApp;
let admin: { agent: Agent; id: string };
let customer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  const signedUp = await signupAdmin(t);
  const me = await signedUp.agent.get('/api/check-auth');
  admin = { agent: signedUp.agent, id: (me.json() as { admin: { id: string } }).admin.id };
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;

const pending = (fullname = 'Pawan Pending') =>
  newRepairer(t, { fullname, pincode: '110017', verified: false });

const decide = (id: string, body: Record<string, unknown>, agent = admin.agent) =>
  agent.put(`/api/admin/repairers/${id}/verification`, body);

async function statusOf(id: string) {
  const [row] = await db()
    .select({
      status: repairers.verificationStatus,
      reason: repairers.verificationReason,
    })
    .from(repairers)
    .where(eq(repairers.id, id));
  return row!;
}

const auditOf = (id: string) =>
  db().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));

const noticesOf = async (id: string) =>
  (
    await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, id), eq(notifications.recipientRole, 'repairer')))
  ).map((n) => n.template);

const search = () =>
  customer.agent.get('/api/user/dashboard?postalCode=110017&serviceType=plumbing');

const searchedIds = async () =>
  ((await expectOkJson(search())).data as { id: string; verified: boolean }[]).map((r) => r.id);

describe('GET /api/admin/repairers', () => {
  it('lists the pending queue with the masked Aadhaar, services, pincode and signup date', async () => {
    const who = await pending('Queue Qadir');
    const body = await expectOkJson(admin.agent.get('/api/admin/repairers?status=pending'));
    const rows = body.data as Record<string, unknown>[];
    const row = rows.find((r) => r.id === who.id);
    expect(row).toMatchObject({
      fullname: 'Queue Qadir',
      pincode: '110017',
      district: 'South Delhi',
      services: [{ name: 'plumbing', visitingCharge: 0 }],
      verificationStatus: 'pending',
      verificationReason: null,
      verificationDecidedAt: null,
    });
    expect(row!.aadhaar).toMatch(/^XXXX XXXX \d{4}$/);
    expect(Date.parse(row!.signedUpAt as string)).not.toBeNaN();
    const verifiedOne = await newRepairer(t, { fullname: 'Vinod Verified' });
    expect(rows.map((r) => r.id)).not.toContain(verifiedOne.id);
    const verified = await expectOkJson(admin.agent.get('/api/admin/repairers?status=verified'));
    expect((verified.data as { id: string }[]).map((r) => r.id)).toContain(verifiedOne.id);
    // The queue is the default.
    const all = await expectOkJson(admin.agent.get('/api/admin/repairers'));
    expect((all.data as { id: string }[]).map((r) => r.id)).toContain(who.id);
  });

  it('refuses an unknown status', async () => {
    expectInvalid(
      await admin.agent.get('/api/admin/repairers?status=approved'),
      VERIFICATION_MESSAGES.statusInvalid,
    );
  });

  it('refuses no session (401), a customer and a repairer (403)', async () => {
    const none = await createAgent(t.app).get('/api/admin/repairers');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const asUser = await customer.agent.get('/api/admin/repairers');
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: 'FORBIDDEN' });
    const repairer = await newRepairer(t);
    expect((await repairer.agent.get('/api/admin/repairers')).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/repairers/{id}/verification: refusals write nothing', () => {
  it('refuses no session, a customer and a repairer, even the repairer himself', async () => {
    const who = await pending();
    const none = await decide(who.id, { decision: 'verify' }, createAgent(t.app));
    expect(none.statusCode).toBe(401);
    expect((await decide(who.id, { decision: 'verify' }, customer.agent)).statusCode).toBe(403);
    const self = await decide(who.id, { decision: 'verify' }, who.agent);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await statusOf(who.id)).toEqual({ status: 'pending', reason: null });
    expect(await auditOf(who.id)).toEqual([]);
  });

  it('answers 404 for an unknown repairer', async () => {
    const res = await decide('00000000-0000-4000-8000-000000000000', { decision: 'verify' });
    expectError(res, 404, 'NOT_FOUND', 'This repairer was not found.');
  });

  it.each(['reject', 'suspend', 'reinstate'])('requires a reason to %s', async (decision) => {
    const who = await pending();
    for (const reason of [undefined, '', '   ']) {
      expectInvalid(
        await decide(who.id, { decision, reason }),
        VERIFICATION_MESSAGES.reasonRequired,
      );
    }
    expect(await statusOf(who.id)).toEqual({ status: 'pending', reason: null });
    expect(await auditOf(who.id)).toEqual([]);
    expect(await noticesOf(who.id)).toEqual([]);
  });

  it('refuses an unknown decision and an overlong reason', async () => {
    const who = await pending();
    expectInvalid(
      await decide(who.id, { decision: 'approve' }),
      VERIFICATION_MESSAGES.decisionInvalid,
    );
    expectInvalid(
      await decide(who.id, { decision: 'reject', reason: 'x'.repeat(501) }),
      VERIFICATION_MESSAGES.reasonInvalid,
    );
    expect(await statusOf(who.id)).toEqual({ status: 'pending', reason: null });
  });

  it('answers 409 to a decision that does not apply to the status', async () => {
    const who = await pending();
    for (const decision of ['suspend', 'reinstate']) {
      const res = await decide(who.id, { decision, reason: 'Checked' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
    }
    await expectOkJson(decide(who.id, { decision: 'verify' }));
    const again = await decide(who.id, { decision: 'reject', reason: 'Documents unclear' });
    expect(again.json()).toMatchObject({ code: 'INVALID_STATUS_TRANSITION' });
    expect(await statusOf(who.id)).toEqual({ status: 'verified', reason: null });
    expect(await auditOf(who.id)).toHaveLength(1);
  });

  it('of two identical decisions at once, exactly one succeeds', async () => {
    const who = await pending();
    const answers = await Promise.all([
      decide(who.id, { decision: 'verify' }),
      decide(who.id, { decision: 'verify' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(who.id)).toHaveLength(1);
    await t.app.queue.idle();
    expect(await noticesOf(who.id)).toEqual(['verificationApproved']);
    expect(t.outbox().filter((m) => m.to === who.phone && m.kind === 'alert')).toHaveLength(1);
  });
});

describe('a pending repairer', () => {
  it('is not searched, cannot be sent a request, hears of no job and cannot accept or quote', async () => {
    const who = await pending('Prakash Pending');
    const verified = await newRepairer(t, { fullname: 'Vikas Verified', pincode: '110017' });
    for (const r of [who, verified]) {
      await expectOkJson(r.agent.put('/api/repairer/availability', { isOnline: true }));
    }
    const ids = await searchedIds();
    expect(ids).toContain(verified.id);
    expect(ids).not.toContain(who.id);

    const direct = await customer.agent.post('/api/service-requests', {
      repairerId: who.id,
      contactInfo: '9876543210',
      preferredTimeSlot: 'flexible',
      preferredDate: visitDay(),
      title: 'Geyser pipe',
      serviceType: 'Plumbing',
      description: 'Please come and look at the geyser pipe.',
      locationData: {
        fullAddress: 'House 4, Main Road',
        pincode: '110017',
        city: '',
        state: '',
        coordinates: null,
        captureMethod: 'manual',
      },
    });
    expectError(direct, 404, 'NOT_FOUND', 'This repairer is no longer available.');

    const job = await createRequest(customer.agent);
    await t.app.queue.idle();
    const told = await db()
      .select({ to: notifications.recipientId })
      .from(notifications)
      .where(eq(notifications.serviceRequestId, job._id));
    expect(told.map((n) => n.to)).toContain(verified.id);
    expect(told.map((n) => n.to)).not.toContain(who.id);
    expect(t.outbox().filter((m) => m.to === who.phone && m.kind === 'alert')).toEqual([]);

    const nearby = await expectOkJson(who.agent.get('/api/repairer/nearby-jobs'));
    expect(nearby.data).toEqual([]);

    const accept = await acceptJob(who, job._id);
    expect(accept.statusCode).toBe(403);
    expect(accept.json()).toMatchObject({ code: 'REPAIRER_NOT_VERIFIED' });
    const quote = await quoteJob(who, job._id, 500);
    expect(quote.json()).toMatchObject({ code: 'REPAIRER_NOT_VERIFIED' });
    const [row] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, job._id));
    expect(row).toMatchObject({ status: 'requested', repairerId: null });
  });

  it('signs in, sees his status in his profile and edits it', async () => {
    const who = await pending();
    const profile = await expectOkJson(who.agent.get('/api/repairer/profile'));
    expect(profile.data).toMatchObject({
      verificationStatus: 'pending',
      verificationReason: null,
      verificationRequired: true,
    });
    const saved = await who.agent.put('/api/repairer/profile', {
      fullname: 'Pawan Kumar',
      pincode: '110017',
      bio: 'Ten years of plumbing.',
      experience: 10,
      upiId: 'pawan@okaxis',
      services: [{ name: 'plumbing', visitingCharge: 150 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('once verified, is told in his language, searched and accepts; the audit row is written', async () => {
    const who = await pending('Harish Hindi');
    await db().update(repairers).set({ language: 'hi' }).where(eq(repairers.id, who.id));
    const res = await expectOkJson(decide(who.id, { decision: 'verify', reason: 'ignored' }));
    expect(res).toMatchObject({
      message: VERIFICATION_MESSAGES.decided,
      data: { id: who.id, verificationStatus: 'verified', verificationReason: null },
    });
    expect(await auditOf(who.id)).toMatchObject([
      {
        adminId: admin.id,
        action: 'repairer.verify',
        targetType: 'repairer',
        details: { from: 'pending', to: 'verified', jobsReturnedToBoard: 0 },
      },
    ]);
    await t.app.queue.idle();
    const sms = t.outbox().filter((m) => m.to === who.phone && m.kind === 'alert');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/^GharSeva Partner: /);
    expect(sms[0]!.body).not.toContain('Your account is verified');
    expect(await searchedIds()).toContain(who.id);
    const job = await createRequest(customer.agent);
    await expectOkJson(acceptJob(who, job._id));
  });

  it('rejected, sees the reason; verified after all from rejected', async () => {
    const who = await pending();
    await expectOkJson(
      decide(who.id, { decision: 'reject', reason: 'The name does not match the ID.' }),
    );
    const profile = await expectOkJson(who.agent.get('/api/repairer/profile'));
    expect(profile.data).toMatchObject({
      verificationStatus: 'rejected',
      verificationReason: 'The name does not match the ID.',
    });
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, who.id));
    expect(notice).toMatchObject({
      template: 'verificationRejected',
      params: { reason: 'The name does not match the ID.' },
    });
    const job = await createRequest(customer.agent);
    expect((await acceptJob(who, job._id)).json()).toMatchObject({ code: 'REPAIRER_NOT_VERIFIED' });
    await expectOkJson(decide(who.id, { decision: 'verify' }));
    expect(await statusOf(who.id)).toEqual({ status: 'verified', reason: null });
  });
});

describe('suspension', () => {
  it('returns his open jobs to the board, tells each customer, and reinstatement restores him', async () => {
    const who = await newRepairer(t, { fullname: 'Suresh Suspended', pincode: '110017' });
    const other = await newCustomer(t, 'Anil Rao');
    const accepted = await jobAt(t, 'accepted', customer, who);
    const quoted = await jobAt(t, 'quoted', other, who);
    const finished = await jobAt(t, 'pending_otp', customer, who);
    const res = await expectOkJson(
      decide(who.id, { decision: 'suspend', reason: 'Complaints from customers.' }),
    );
    expect(res.data).toMatchObject({ verificationStatus: 'suspended', jobsReturnedToBoard: 3 });

    for (const [id, userId] of [
      [accepted, customer.id],
      [quoted, other.id],
    ] as const) {
      const [row] = await db().select().from(serviceRequests).where(eq(serviceRequests.id, id));
      expect(row).toMatchObject({ status: 'requested', repairerId: null, quotePaise: null });
      const events = await db()
        .select()
        .from(serviceRequestEvents)
        .where(
          and(
            eq(serviceRequestEvents.serviceRequestId, id),
            eq(serviceRequestEvents.toStatus, 'requested'),
            eq(serviceRequestEvents.actorRole, 'admin'),
          ),
        );
      expect(events).toMatchObject([{ actorId: admin.id, repairerId: who.id }]);
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.serviceRequestId, id), eq(notifications.recipientId, userId)));
      expect(told.map((n) => n.template)).toContain('jobReturnedToBoard');
      const [chat] = await db()
        .select()
        .from(conversations)
        .where(eq(conversations.serviceRequestId, id));
      expect(chat!.isActive).toBe(false);
    }
    expect(
      (await db().select().from(serviceRequests).where(eq(serviceRequests.id, finished)))[0],
    ).toMatchObject({ status: 'requested' });

    // The customer sees it waiting again; another repairer takes it over, with its chat.
    const mine = await expectOkJson(customer.agent.get(`/api/user/service-requests/${accepted}`));
    expect(JSON.stringify(mine)).toContain(accepted);
    const next = await newRepairer(t, { fullname: 'Naveen Next', pincode: '110017' });
    const taken = await expectOkJson(acceptJob(next, accepted));
    const [chat] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.serviceRequestId, accepted));
    expect(chat).toMatchObject({ repairerId: next.id, isActive: true });
    expect(taken.conversationId).toBe(chat!.id);

    expect((await searchedIds()).includes(who.id)).toBe(false);
    const job = await createRequest(customer.agent);
    expect((await acceptJob(who, job._id)).json()).toMatchObject({ code: 'REPAIRER_NOT_VERIFIED' });
    expect(await auditOf(who.id)).toMatchObject([
      {
        action: 'repairer.suspend',
        reason: 'Complaints from customers.',
        details: { from: 'verified', to: 'suspended', jobsReturnedToBoard: 3 },
      },
    ]);

    await expectOkJson(
      decide(who.id, { decision: 'reinstate', reason: 'Explained and resolved.' }),
    );
    expect(await statusOf(who.id)).toEqual({
      status: 'verified',
      reason: 'Explained and resolved.',
    });
    expect(await searchedIds()).toContain(who.id);
  });
});

describe('REPAIRER_VERIFICATION=off', () => {
  it('lets a pending repairer work as before', async () => {
    const off = await createTestApp({ REPAIRER_VERIFICATION: 'off' });
    try {
      const who = await newRepairer(off, { pincode: '110017', verified: false });
      const me = await newCustomer(off);
      const profile = await expectOkJson(who.agent.get('/api/repairer/profile'));
      expect(profile.data).toMatchObject({
        verificationStatus: 'pending',
        verificationRequired: false,
      });
      const found = await expectOkJson(
        me.agent.get('/api/user/dashboard?postalCode=110017&serviceType=plumbing'),
      );
      expect(
        (found.data as { id: string; verified: boolean }[]).find((r) => r.id === who.id),
      ).toMatchObject({ verified: false });
      const job = await createRequest(me.agent);
      await expectOkJson(acceptJob(who, job._id));
    } finally {
      await off.close();
    }
  });
});
