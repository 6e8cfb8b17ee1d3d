import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../support/app.ts';
import { expectError } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import {
  PASSWORD,
  nextAadhaar,
  nextIp,
  nextPhone,
  profileForm,
  repairerPayload,
  verifyPhone,
} from '../support/factories.ts';
import { acceptJob, jobAt, newCustomer, newRepairer, sendCompletionCode } from '../support/jobs.ts';
import {
  fakeCheckout,
  orderFor,
  servicePaymentDue,
  settle,
  verifyPayment,
} from '../support/payments.ts';
import { wizardPayload } from '../support/requests.ts';

/**
 * Item 2 of the hardening issue: a write that fails in the database must not log the row it
 * tried to write. Each test makes the database refuse one write (a trigger raising an error,
 * as a constraint or an outage would), drives the call that writes it, and reads every line the
 * server logged for that request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.database.db.execute(sql`
    create function gs_refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'refused by a log-privacy test'; end $$`);
});
afterAll(async () => {
  await t?.close();
});

/** Runs `act` while the database refuses `op` on `table`; returns the answer and its log lines. */
async function withRefusedWrite(
  table: string,
  op: 'insert' | 'update',
  act: () => Promise<LightMyRequestResponse>,
): Promise<{ res: LightMyRequestResponse; lines: string[] }> {
  const { db } = t.deps.database;
  await db.execute(
    sql.raw(`create trigger gs_refuse before ${op} on ${table}
      for each row execute function gs_refuse_write()`),
  );
  const from = t.logs.length;
  try {
    const res = await act();
    return { res, lines: t.logs.slice(from) };
  } finally {
    await db.execute(sql.raw(`drop trigger gs_refuse on ${table}`));
  }
}

/** The request failed in the database, that failure was logged, and no secret was. */
function expectLoggedWithout(
  { res, lines }: { res: LightMyRequestResponse; lines: string[] },
  secrets: string[],
) {
  expectError(res, 500, 'INTERNAL_ERROR', 'An unexpected error occurred.');
  const text = lines.join('');
  // The database's refusal is there, with its code, so the test is about a real log line.
  expect(text).toContain('refused by a log-privacy test');
  expect(text).toContain('"code":"P0001"');
  expect(text).not.toMatch(/params:|"params":\s*\[/);
  expect(text).not.toMatch(/\$argon2/);
  // Hashes and tokens: 64 hex characters or long base64url runs.
  expect(text).not.toMatch(/(?<![\w-])[0-9a-f]{64}(?![\w-])/);
  for (const secret of secrets) {
    const bounded = new RegExp(
      `(?<![\\w-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`,
    );
    expect(text, `the log holds ${secret}`).not.toMatch(bounded);
  }
}

describe('a write the database refuses logs no credential or personal data', () => {
  it('user signup: no phone, password or hash', async () => {
    const agent = createAgent(t.app, { ip: nextIp() });
    const phone = nextPhone();
    await verifyPhone(t, agent, 'user', phone);
    const result = await withRefusedWrite('users', 'insert', () =>
      agent.post('/api/user/signup', { fullname: 'Meera Iyer', password: PASSWORD, phone }),
    );
    expectLoggedWithout(result, [phone, PASSWORD]);
  });

  it.each(['aadhaar_vault', 'repairers', 'repairer_services'])(
    'repairer signup refused at %s: no phone, password, hash, UPI id or Aadhaar',
    async (table) => {
      const agent = createAgent(t.app, { ip: nextIp() });
      const phone = nextPhone();
      const aadhaar = nextAadhaar();
      const upiId = `log.test.${phone}@okaxis`;
      await verifyPhone(t, agent, 'repairer', phone);
      const result = await withRefusedWrite(table, 'insert', () =>
        agent.post(
          '/api/repairer/signup',
          repairerPayload(phone, { aadharcardNumber: aadhaar, upiId }),
        ),
      );
      expectLoggedWithout(result, [phone, PASSWORD, upiId, aadhaar, aadhaar.slice(-4)]);
    },
  );

  it('admin signup: no phone, password, hash or secret', async () => {
    const phone = nextPhone();
    const result = await withRefusedWrite('admins', 'insert', () =>
      createAgent(t.app, { ip: nextIp() }).post('/api/admin/signup', {
        fullname: 'Kavya Admin',
        phone,
        secretkey: TEST_ADMIN_SECRET,
        password: PASSWORD,
      }),
    );
    expectLoggedWithout(result, [phone, PASSWORD, TEST_ADMIN_SECRET]);
  });

  it('email address: no address, code, token or their hashes (issue 24)', async () => {
    const customer = await newCustomer(t, 'Asha Rao');
    const email = `log.privacy.${customer.phone}@example.test`;
    const asked = await withRefusedWrite('email_confirmations', 'insert', () =>
      customer.agent.put('/api/user/email', { email }),
    );
    expectLoggedWithout(asked, [email]);
    expect(t.emailOutbox().filter((m) => m.to === email)).toHaveLength(0);

    const sent = await customer.agent.put('/api/user/email', { email });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = t.emailOutbox().filter((m) => m.to === email)[0]!;
    const code = mail.text.match(/^(\d{6})$/m)![1]!;
    const token = mail.text.match(/\/email\/confirm#([\w-]+)/)![1]!;
    const confirmed = await withRefusedWrite('users', 'update', () =>
      customer.agent.post('/api/user/email/confirm', { code }),
    );
    expectLoggedWithout(confirmed, [email, code, token]);
  });

  it('sign-up code: no phone and no code hash', async () => {
    const phone = nextPhone();
    const result = await withRefusedWrite('otp_codes', 'insert', () =>
      createAgent(t.app, { ip: nextIp() }).post('/api/user/getotp', { phone }),
    );
    expectLoggedWithout(result, [phone]);
  });

  it('signup ticket: no phone and no ticket hash', async () => {
    const agent = createAgent(t.app, { ip: nextIp() });
    const phone = nextPhone();
    await agent.post('/api/user/getotp', { phone });
    const otp = t.lastCode(phone);
    const result = await withRefusedWrite('signup_tickets', 'insert', () =>
      agent.post('/api/user/verify-otp', { phone, otp }),
    );
    expectLoggedWithout(result, [phone, otp]);
  });

  it('login session: no phone, password or token hash', async () => {
    const customer = await newCustomer(t);
    const result = await withRefusedWrite('sessions', 'insert', () =>
      createAgent(t.app, { ip: nextIp() }).post('/api/user/login', {
        phone: customer.phone,
        password: PASSWORD,
      }),
    );
    expectLoggedWithout(result, [customer.phone, PASSWORD]);
  });

  it('password reset: no phone, new password or hash', async () => {
    const customer = await newCustomer(t);
    const agent = createAgent(t.app, { ip: nextIp() });
    await agent.post('/api/user/forgot-password/getotp', { phone: customer.phone });
    const otp = t.lastCode(customer.phone);
    const password = 'N3w-secret-pass';
    const result = await withRefusedWrite('users', 'update', () =>
      agent.post('/api/user/forgot-password/reset', { phone: customer.phone, otp, password }),
    );
    expectLoggedWithout(result, [customer.phone, password, otp]);
  });

  it('repairer profile: no UPI id or phone', async () => {
    const repairer = await newRepairer(t);
    const upiId = `changed.${repairer.phone}@okhdfc`;
    const result = await withRefusedWrite('repairers', 'update', () =>
      repairer.agent.put('/api/repairer/profile', profileForm({ upiId })),
    );
    expectLoggedWithout(result, [upiId, repairer.phone]);
  });

  it('service request: no contact phone', async () => {
    const customer = await newCustomer(t);
    const contact = nextPhone();
    const result = await withRefusedWrite('service_requests', 'insert', () =>
      customer.agent.post('/api/service-requests', wizardPayload({ contactInfo: contact })),
    );
    expectLoggedWithout(result, [contact, customer.phone]);
  });

  it('completion code: no customer phone and no code hash', async () => {
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t);
    const id = await jobAt(t, 'in_progress', customer, repairer);
    const result = await withRefusedWrite('completion_codes', 'insert', () =>
      sendCompletionCode(repairer, id),
    );
    expectLoggedWithout(result, [customer.phone, repairer.phone]);
  });

  it("payout at capture: no repairer's UPI id", async () => {
    const customer = await newCustomer(t);
    const upiId = `payout.${nextPhone()}@okicici`;
    const repairer = await newRepairer(t, { upiId });
    const due = await servicePaymentDue(t, customer, repairer);
    const orderId = await orderFor(customer, due.paymentId);
    // Refused from the checkout on: the gateway's webhook and the page's verification both try.
    const result = await withRefusedWrite('payouts', 'insert', async () => {
      const checkout = (await fakeCheckout(customer, orderId)).json() as Record<string, string>;
      const res = await verifyPayment(customer, {
        paymentId: due.paymentId,
        serviceRequestId: due.requestId,
        transactionDetails: checkout,
      });
      await settle(t);
      return res;
    });
    expectLoggedWithout(result, [upiId, repairer.phone, customer.phone]);
  });

  it('keeps accept-job working after the refusals (the triggers are gone)', async () => {
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t);
    const job = await jobAt(t, 'requested', customer, repairer);
    expect((await acceptJob(repairer, job)).statusCode).toBe(200);
  });
});
