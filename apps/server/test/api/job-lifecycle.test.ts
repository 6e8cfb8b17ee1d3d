import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completionCodes,
  conversations,
  payments,
  serviceRequests,
} from '../../src/db/schema/index.ts';
import { expectError, expectInvalid, expectNothingWritten } from '../support/assert.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  completionCode,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  sendCompletionCode,
  setJobStatus,
  verifyCompletion,
  type Party,
} from '../support/jobs.ts';

let t: TestApp;
let customer: Party;
let stranger: Party;
let repairer: Party;
let otherRepairer: Party;

beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
  customer = await newCustomer(t, 'Meera Iyer');
  stranger = await newCustomer(t, 'Kabir Khan');
  repairer = await newRepairer(t, { fullname: 'Ravi Verma' });
  otherRepairer = await newRepairer(t, { fullname: 'Sunil Yadav' });
});
afterAll(async () => {
  await t.close();
});

async function row(id: string) {
  const [found] = await t.deps.database.db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return found!;
}

const QUOTE_MESSAGE = 'Please enter a valid quote amount.';

describe('quoting: PUT /api/service-requests/repairer/{id}/quote', () => {
  it('quotes in rupees, stores paise, and may re-quote while quoted', async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    const first = await quoteJob(repairer, id, 1499.5);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Quote submitted successfully!',
      data: { status: 'quoted', estimatedPrice: 1499.5 },
    });
    expect((await row(id)).quotePaise).toBe(149_950);
    const again = await quoteJob(repairer, id, '1800');
    expect(again.json().data).toMatchObject({ status: 'quoted', estimatedPrice: 1800 });
    const seen = await customer.agent.get(`/api/user/service-requests/${id}`);
    expect(seen.json().data).toMatchObject({ status: 'quoted', estimatedPrice: 1800 });
  });

  it('refuses a missing, zero, negative or non-numeric quote and changes nothing', async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    for (const bad of [undefined, null, 0, -10, 'abc', '', Number.NaN, 'Infinity', 10_00_001]) {
      expectInvalid(await quoteJob(repairer, id, bad), QUOTE_MESSAGE);
    }
    expect(await row(id)).toMatchObject({ status: 'pending_quote', quotePaise: null });
  });

  it("refuses another repairer's job and a job not yet accepted", async () => {
    const id = await jobAt(t, 'pending_quote', customer, repairer);
    expectError(
      await quoteJob(otherRepairer, id, 500),
      404,
      'JOB_NOT_FOUND',
      'This job is no longer available.',
    );
    const open = await jobAt(t, 'requested', customer, repairer);
    expectError(
      await quoteJob(repairer, open, 500),
      404,
      'JOB_NOT_FOUND',
      'This job is no longer available.',
    );
    expect(await row(id)).toMatchObject({ status: 'pending_quote', quotePaise: null });
  });

  it('refuses a quote once the customer accepted it', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await quoteJob(repairer, id, 999);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATUS_TRANSITION');
    expect((await row(id)).quotePaise).toBe(120_000);
  });
});

describe("the customer's answer to a quote", () => {
  it('accept-quote moves quoted to accepted', async () => {
    const id = await jobAt(t, 'quoted', customer, repairer);
    const res = await customer.agent.put(`/api/service-requests/user/${id}/accept-quote`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Quotation accepted! Repairer will be notified.',
    });
    expect((await row(id)).status).toBe('accepted');
  });

  it('reject-quote ends the job with a 150 rupee fee and closes the chat', async () => {
    const id = await jobAt(t, 'quoted', customer, repairer);
    const res = await customer.agent.put(`/api/service-requests/user/${id}/reject-quote`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Quotation rejected. Redirecting to pay rejection fee...',
    });
    const [fee] = await t.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.serviceRequestId, id));
    expect(fee).toMatchObject({
      id: body.paymentId,
      kind: 'rejection_fee',
      amountPaise: 15_000,
      status: 'created',
      userId: customer.id,
      repairerId: null,
    });
    expect((await row(id)).status).toBe('rejected');
    // The customer's lists carry the fee, for the card's 'Pay Rejection Fee' link.
    const listed = await customer.agent.get('/api/user/in-progress-services');
    expect(listed.json().find((r: { _id: string }) => r._id === id)).toMatchObject({
      status: 'rejected',
      paymentId: body.paymentId,
    });
    const own = await customer.agent.get(`/api/user/service-requests/${id}`);
    expect(own.json().data.paymentId).toBe(body.paymentId);
    const [chat] = await t.deps.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.serviceRequestId, id));
    expect(chat!.isActive).toBe(false);
    // A second answer is refused and makes no second fee.
    const again = await customer.agent.put(`/api/service-requests/user/${id}/reject-quote`);
    expect(again.statusCode).toBe(409);
    const fees = await t.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.serviceRequestId, id));
    expect(fees).toHaveLength(1);
  });

  it("refuses another user's request, and answers before a quote", async () => {
    const id = await jobAt(t, 'quoted', customer, repairer);
    for (const path of ['accept-quote', 'reject-quote']) {
      expectError(
        await stranger.agent.put(`/api/service-requests/user/${id}/${path}`),
        404,
        'NOT_FOUND',
        'This service request was not found.',
      );
      expectError(
        await repairer.agent.put(`/api/service-requests/user/${id}/${path}`),
        403,
        'FORBIDDEN',
        'You do not have access to this.',
      );
    }
    expect((await row(id)).status).toBe('quoted');
    const early = await jobAt(t, 'pending_quote', customer, repairer);
    const res = await customer.agent.put(`/api/service-requests/user/${early}/accept-quote`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATUS_TRANSITION');
    expect((await row(early)).status).toBe('pending_quote');
  });
});

describe('start work and the completion code', () => {
  it("'Start Work' moves accepted to in_progress, only from accepted", async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await setJobStatus(repairer, id, { status: 'in_progress' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('in_progress');
    const twice = await setJobStatus(repairer, id, { status: 'in_progress' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('INVALID_STATUS_TRANSITION');
    expectError(
      await setJobStatus(otherRepairer, id, { status: 'in_progress' }),
      404,
      'JOB_NOT_FOUND',
      'This job is no longer available.',
    );
  });

  it('sends a 6-digit code by SMS to the customer, stored hashed, never in the answer', async () => {
    const id = await jobAt(t, 'in_progress', customer, repairer);
    const res = await sendCompletionCode(repairer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'OTP sent successfully!',
      data: { status: 'pending_otp' },
    });
    const code = completionCode(t, customer.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
    const [stored] = await t.deps.database.db
      .select()
      .from(completionCodes)
      .where(eq(completionCodes.serviceRequestId, id));
    expect(stored!.codeHmac).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect(t.logs.join('\n')).not.toContain(code);
  });

  it('refuses to send a code before the quote is accepted, or for another repairer', async () => {
    const quoted = await jobAt(t, 'quoted', customer, repairer);
    const started = await jobAt(t, 'in_progress', customer, repairer);
    const smsBefore = t.outbox().length;
    const res = await expectNothingWritten(t, () => sendCompletionCode(repairer, quoted));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATUS_TRANSITION');
    expectError(
      await expectNothingWritten(t, () => sendCompletionCode(otherRepairer, started)),
      404,
      'JOB_NOT_FOUND',
      'This job is no longer available.',
    );
    expect(t.outbox().length).toBe(smsBefore);
    expect((await row(started)).status).toBe('in_progress');
  });

  it('refuses to send a code before work has started, writing and sending nothing', async () => {
    const accepted = await jobAt(t, 'accepted', customer, repairer);
    const smsBefore = t.outbox().length;
    expectError(
      await expectNothingWritten(t, () => sendCompletionCode(repairer, accepted)),
      409,
      'INVALID_STATUS_TRANSITION',
      'Start the work before sending the completion code.',
    );
    expect(t.outbox().length).toBe(smsBefore);
    expect((await row(accepted)).status).toBe('accepted');
    // Refused before the cool-down: once work starts, the code goes out at once.
    expect((await setJobStatus(repairer, accepted, { status: 'in_progress' })).statusCode).toBe(
      200,
    );
    expect((await sendCompletionCode(repairer, accepted)).statusCode).toBe(200);
    expect((await row(accepted)).status).toBe('pending_otp');
  });

  it('a resend replaces the code: the old one stops working', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    const old = completionCode(t, customer.phone);
    expect((await sendCompletionCode(repairer, id)).statusCode).toBe(200);
    const fresh = completionCode(t, customer.phone);
    if (old !== fresh) {
      const res = await verifyCompletion(customer, id, old);
      expect(res.json().code).toBe('INVALID_OTP');
    }
    expect((await verifyCompletion(customer, id, fresh)).statusCode).toBe(200);
  });
});

describe('verifying the completion code: POST /api/user/verify-serviceotp/', () => {
  it('moves the job to pending_payment and creates the payment of the accepted quote', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer, {}, 2350);
    const res = await verifyCompletion(customer, id, completionCode(t, customer.phone));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Service confirmed as completed!' });
    const [payment] = await t.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, body.paymentId));
    expect(payment).toMatchObject({
      serviceRequestId: id,
      kind: 'service',
      amountPaise: 235_000,
      currency: 'INR',
      status: 'created',
      userId: customer.id,
      repairerId: repairer.id,
    });
    expect((await row(id)).status).toBe('pending_payment');
    // The in-progress list carries it, for the card's 'Pay Now' link.
    const listed = await customer.agent.get('/api/user/in-progress-services');
    expect(listed.json().find((r: { _id: string }) => r._id === id)).toMatchObject({
      status: 'pending_payment',
      paymentId: body.paymentId,
    });
    // The status call answers the same payment (DESIGN.md section 10).
    const again = await customer.agent.put(`/api/service-requests/user/${id}/status`, {
      status: 'pending_payment',
    });
    expect(again.json()).toEqual({ success: true, paymentId: body.paymentId });
    // A second verification is refused and makes no second payment.
    const twice = await verifyCompletion(customer, id, completionCode(t, customer.phone));
    expect(twice.statusCode).toBe(409);
    const all = await t.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.serviceRequestId, id));
    expect(all).toHaveLength(1);
  });

  it('refuses a code that is not 6 digits with the SPEC message, counting no try', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456, null]) {
      expectInvalid(
        await verifyCompletion(customer, id, bad),
        'Invalid OTP. Please enter a valid 6-digit code.',
      );
    }
    const [stored] = await t.deps.database.db
      .select()
      .from(completionCodes)
      .where(eq(completionCodes.serviceRequestId, id));
    expect(stored!.attempts).toBe(0);
  });

  it('allows 5 tries, then locks the code until a resend', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    const right = completionCode(t, customer.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      expectError(
        await verifyCompletion(customer, id, wrong),
        400,
        'INVALID_OTP',
        'Invalid OTP. Please try again.',
      );
    }
    const fifth = await verifyCompletion(customer, id, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
    const locked = await verifyCompletion(customer, id, right);
    expect(locked.json().code).toBe('OTP_TOO_MANY_ATTEMPTS');
    expect((await row(id)).status).toBe('pending_otp');
    await sendCompletionCode(repairer, id);
    const res = await verifyCompletion(customer, id, completionCode(t, customer.phone));
    expect(res.statusCode).toBe(200);
  });

  it('parallel guesses cannot pass the limit of 5', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    const right = completionCode(t, customer.phone);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((g) => verifyCompletion(customer, id, g)));
    const [stored] = await t.deps.database.db
      .select()
      .from(completionCodes)
      .where(eq(completionCodes.serviceRequestId, id));
    expect(stored!.attempts).toBe(5);
  });

  it('refuses an expired code', async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    await t.deps.database.db
      .update(completionCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(completionCodes.serviceRequestId, id));
    const res = await verifyCompletion(customer, id, completionCode(t, customer.phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OTP_EXPIRED');
    expect((await row(id)).status).toBe('pending_otp');
  });

  it("refuses another user's job and a job with no code sent", async () => {
    const id = await jobAt(t, 'pending_otp', customer, repairer);
    const code = completionCode(t, customer.phone);
    expectError(
      await verifyCompletion(stranger, id, code),
      404,
      'NOT_FOUND',
      'This service request was not found.',
    );
    expect((await row(id)).status).toBe('pending_otp');
    const accepted = await jobAt(t, 'accepted', customer, repairer);
    const early = await verifyCompletion(customer, accepted, '123456');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('PUT status pending_payment without a payment is refused', async () => {
    const id = await jobAt(t, 'accepted', customer, repairer);
    const res = await customer.agent.put(`/api/service-requests/user/${id}/status`, {
      status: 'pending_payment',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_STATUS_TRANSITION');
  });
});

describe('assigned jobs: GET /api/service-requests/repairer/assigned-jobs', () => {
  it("lists only the repairer's own jobs, with the customer's contact and the conversation", async () => {
    const mine = await jobAt(t, 'pending_quote', customer, repairer);
    const theirs = await jobAt(t, 'pending_quote', customer, otherRepairer);
    const res = await repairer.agent.get('/api/service-requests/repairer/assigned-jobs');
    expect(res.statusCode).toBe(200);
    const jobs = res.json().data as { _id: string; conversationId: string | null }[];
    const ids = jobs.map((j) => j._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(jobs.find((j) => j._id === mine)).toMatchObject({
      customer: { fullname: 'Meera Iyer', phone: customer.phone },
      location: { address: 'Flat 12, Shanti Apartments, Malviya Nagar', pincode: '110017' },
    });
    expect(jobs.every((j) => typeof j.conversationId === 'string')).toBe(true);
  });

  it('conversations/create refuses a job that is not the repairer’s', async () => {
    const theirs = await jobAt(t, 'pending_quote', customer, otherRepairer);
    expectError(
      await repairer.agent.post('/api/repairer/conversations/create', {
        serviceRequestId: theirs,
      }),
      404,
      'JOB_NOT_FOUND',
      'This job is no longer available.',
    );
  });
});
