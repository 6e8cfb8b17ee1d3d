import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRazorpayStub, type RazorpayStub } from '../../../test/support/razorpay-stub.ts';
import { PayoutError, type PayoutProvider, type PayoutRequest } from './payouts.ts';
import { createRazorpayXPayouts } from './razorpayx.ts';
import { createSimulatedPayouts, SIMULATED_REJECTED_UPI } from './simulated.ts';

let stub: RazorpayStub;
let provider: PayoutProvider;

beforeAll(async () => {
  stub = await startRazorpayStub();
  provider = createRazorpayXPayouts({
    apiUrl: stub.url,
    keyId: stub.keyId,
    keySecret: stub.keySecret,
    accountNumber: '2323230041626905',
    timeoutMs: 500,
  });
});
afterAll(async () => {
  await stub?.close();
});
beforeEach(() => {
  stub.received.length = 0;
});

const request = (overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  idempotencyKey: 'payout_0193f1c2-aaaa-7bbb-8ccc-000000000001',
  referenceId: '0193f1c2-dddd-7eee-8fff-000000000001',
  amountPaise: 120_000,
  upiId: 'ramesh.kumar@okaxis',
  beneficiary: { id: 'rep-1', name: 'Ramesh Kumar', phone: '9811111111' },
  narration: 'GharSeva job payment: #12',
  ...overrides,
});

describe('RazorpayX payouts', () => {
  it('creates a contact, a vpa fund account and a UPI payout with the idempotency key', async () => {
    const result = await provider.payout(request());
    expect(result).toEqual({
      id: expect.stringMatching(/^pout_/),
      status: 'processed',
      failureReason: null,
    });
    expect(stub.received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/payouts',
    ]);
    const [contact, fundAccount, payout] = stub.received;
    expect(contact!.body).toMatchObject({
      name: 'Ramesh Kumar',
      type: 'vendor',
      reference_id: 'rep-1',
    });
    expect(fundAccount!.body).toMatchObject({
      account_type: 'vpa',
      vpa: { address: 'ramesh.kumar@okaxis' },
    });
    expect(payout!.body).toEqual({
      account_number: '2323230041626905',
      fund_account_id: expect.stringMatching(/^fa_/),
      amount: 120_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      queue_if_low_balance: true,
      reference_id: '0193f1c2-dddd-7eee-8fff-000000000001',
      narration: 'GharSeva job payment 12',
    });
    expect(payout!.headers['x-payout-idempotency']).toBe(request().idempotencyKey);
  });

  it('answers the same payout for a retry with the same key: money moves once', async () => {
    const key = 'payout_0193f1c2-aaaa-7bbb-8ccc-000000000002';
    const first = await provider.payout(request({ idempotencyKey: key }));
    const again = await provider.payout(request({ idempotencyKey: key }));
    expect(again.id).toBe(first.id);
    expect([...stub.payouts.values()].filter((p) => p.id === first.id)).toHaveLength(1);
  });

  it('throws a retryable error when RazorpayX fails or hangs, and a refusal for a bad UPI id', async () => {
    stub.failNext('/v1/payouts', 500);
    const down = await provider.payout(request({ idempotencyKey: 'k3' })).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(PayoutError);
    expect((down as PayoutError).refused).toBe(false);

    stub.failNext('/v1/contacts', 'hang');
    const hung = await provider.payout(request({ idempotencyKey: 'k4' })).catch((e: unknown) => e);
    expect(hung).toBeInstanceOf(PayoutError);
    expect((hung as PayoutError).refused).toBe(false);

    const bad = await provider
      .payout(request({ idempotencyKey: 'k5', upiId: 'not-a-vpa' }))
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(PayoutError);
    expect((bad as PayoutError).refused).toBe(true);
  });
});

describe('simulated payouts', () => {
  it('are processed at once, marked simulated, with one id per idempotency key', async () => {
    const simulated = createSimulatedPayouts();
    expect(simulated.simulated).toBe(true);
    const a = await simulated.payout(request({ idempotencyKey: 'payout_a' }));
    expect(a).toMatchObject({ status: 'processed', id: expect.stringMatching(/^sim_/) });
    expect((await simulated.payout(request({ idempotencyKey: 'payout_a' }))).id).toBe(a.id);
    expect((await simulated.payout(request({ idempotencyKey: 'payout_b' }))).id).not.toBe(a.id);
  });

  it("reject a payout to RazorpayX's failing test UPI id, and only that one", async () => {
    const simulated = createSimulatedPayouts();
    const rejected = await simulated.payout(request({ upiId: SIMULATED_REJECTED_UPI }));
    expect(rejected).toMatchObject({ status: 'rejected', failureReason: expect.any(String) });
    expect((await simulated.payout(request({ upiId: 'success@razorpay' }))).status).toBe(
      'processed',
    );
  });
});
