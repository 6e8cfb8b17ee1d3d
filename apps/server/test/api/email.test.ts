import { EMAIL_MESSAGES, LANGUAGE_COOKIE, VALIDATION_MESSAGES } from '@gharseva/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailConfirmations, notifications, repairers, users } from '../../src/db/schema/index.ts';
import type { Mailer, MailMessage } from '../../src/providers/mail/mail.ts';
import { createOutboxMailer } from '../../src/providers/mail/outbox.ts';
import { notificationIn } from '../../src/modules/notifications/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { expectError, expectInvalid } from '../support/assert.ts';
import { createAgent } from '../support/client.ts';
import {
  expectOkJson,
  jobAt,
  newCustomer,
  newRepairer,
  quoteJob,
  type Party,
} from '../support/jobs.ts';
import { payInFull, servicePaymentDue } from '../support/payments.ts';

/**
 * Email that is real (issue 24, item 5): an address confirmed by its code or link, the switch
 * of each side, and notifications mailed in the person's language through the mail interface
 * (the outbox here; `providers/mail/smtp.test.ts` sends through a local SMTP server).
 */
let t: TestApp;
/** Every mail with its HTML and attachments, as the mailer was given it. */
const sent: MailMessage[] = [];
/** Minutes the app's clock is ahead of the real one (expiry). */
let minutesAhead = 0;

beforeAll(async () => {
  const outbox: { mailer?: Mailer } = {};
  const recording: Mailer = {
    name: 'outbox',
    async send(mail) {
      sent.push(mail);
      await outbox.mailer!.send(mail);
    },
  };
  t = await createTestApp(
    {
      OTP_RESEND_COOLDOWN_SECONDS: '0',
      MAX_ACTIVE_JOBS: '50',
      PUBLIC_URL: 'https://gharseva.test',
    },
    { mail: recording, clock: () => new Date(Date.now() + minutesAhead * 60_000) },
  );
  outbox.mailer = createOutboxMailer({ dataDir: t.deps.config.dataDir });
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const nextEmail = (name = 'person') => `${name}.${++n}@example.test`;

/** The latest confirmation mail to the address: its code and the token of its link. */
function confirmationTo(email: string) {
  const line = t
    .emailOutbox()
    .filter((m) => m.to === email && m.kind === 'confirmation')
    .at(-1);
  if (!line) throw new Error(`no confirmation mail to ${email}`);
  const code = line.text.match(/^(\d{6})$/m)?.[1];
  const token = line.text.match(/\/email\/confirm#([A-Za-z0-9_-]+)/)?.[1];
  if (!code || !token) throw new Error('no code or link in the confirmation mail');
  return { code, token, line };
}

const mailsTo = (email: string, kind = 'notification') =>
  t.emailOutbox().filter((m) => m.to === email && m.kind === kind);

async function accountEmail(table: typeof users | typeof repairers, id: string) {
  const [row] = await t.deps.database.db
    .select({ email: table.email, verifiedAt: table.emailVerifiedAt })
    .from(table)
    .where(eq(table.id, id));
  return row!;
}

async function confirmationRows(accountId: string) {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.accountId, accountId));
  return Number(row!.n);
}

const askCode = (party: Party, email: string, role: 'user' | 'repairer' = 'user') =>
  party.agent.put(`/api/${role}/email`, { email });
const confirmCode = (party: Party, code: string, role: 'user' | 'repairer' = 'user') =>
  party.agent.post(`/api/${role}/email/confirm`, { code });

/** Gives the party a confirmed address by its code. */
async function confirmedEmail(party: Party, role: 'user' | 'repairer' = 'user') {
  const email = nextEmail(role);
  await expectOkJson(askCode(party, email, role));
  await expectOkJson(confirmCode(party, confirmationTo(email).code, role));
  return email;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('adding an email address', () => {
  it('mails a code and a link; only the code confirms it, and nothing is set before', async () => {
    const customer = await newCustomer(t, 'Asha Rao');
    const email = nextEmail('asha');
    const res = await askCode(customer, `  ${email.toUpperCase()} `);
    const body = await expectOkJson(Promise.resolve(res));
    expect(body).toEqual({
      success: true,
      message: EMAIL_MESSAGES.codeSent,
      data: { email: null, verified: false, pendingEmail: email, emailNotifications: true },
    });
    const { code, token, line } = confirmationTo(email);
    // The code and the token are in the mail only, never in the answer.
    expect(res.body).not.toContain(code);
    expect(res.body).not.toContain(token);
    expect(line.subject).toContain(code);
    expect(Object.keys(line).sort()).toEqual(['at', 'kind', 'subject', 'text', 'to']);
    const mail = sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.html).toContain(`>${code}<`);
    expect(mail.html).toContain(`href="https://gharseva.test/email/confirm#${token}"`);
    expect(await accountEmail(users, customer.id)).toEqual({ email: null, verifiedAt: null });

    expectError(
      await confirmCode(customer, wrongCode(code)),
      400,
      'INVALID_OTP',
      'Invalid code. Please try again.',
    );
    expect(await accountEmail(users, customer.id)).toEqual({ email: null, verifiedAt: null });

    const confirmed = await expectOkJson(confirmCode(customer, code));
    expect(confirmed).toEqual({
      success: true,
      message: EMAIL_MESSAGES.confirmed,
      data: { email, verified: true, pendingEmail: null, emailNotifications: true },
    });
    const row = await accountEmail(users, customer.id);
    expect(row.email).toBe(email);
    expect(row.verifiedAt).toBeInstanceOf(Date);
    // Used once.
    expectError(
      await confirmCode(customer, code),
      400,
      'OTP_EXPIRED',
      'This code has expired or was already used. Please ask for a new one.',
    );
    expect(await expectOkJson(customer.agent.get('/api/user/email'))).toEqual({
      success: true,
      data: confirmed.data,
    });
  });

  it('the mailed link confirms it without a session, once', async () => {
    const repairer = await newRepairer(t, { fullname: 'Vikram Singh' });
    const email = nextEmail('vikram');
    await expectOkJson(askCode(repairer, email, 'repairer'));
    const { token } = confirmationTo(email);
    const stranger = createAgent(t.app);
    const res = await expectOkJson(stranger.post('/api/email/confirm-link', { token }));
    expect(res).toEqual({ success: true, message: EMAIL_MESSAGES.confirmed, role: 'repairer' });
    expect((await accountEmail(repairers, repairer.id)).email).toBe(email);
    expectError(
      await stranger.post('/api/email/confirm-link', { token }),
      400,
      'OTP_EXPIRED',
      'This link has expired or was already used. Please ask for a new code.',
    );
    expectInvalid(
      await stranger.post('/api/email/confirm-link', { token: 'short' }),
      VALIDATION_MESSAGES.emailLinkInvalid,
    );
  });

  it('a code and a link expire after 30 minutes', async () => {
    const customer = await newCustomer(t);
    const email = nextEmail();
    await expectOkJson(askCode(customer, email));
    const { code, token } = confirmationTo(email);
    minutesAhead = 31;
    try {
      expectError(
        await confirmCode(customer, code),
        400,
        'OTP_EXPIRED',
        'This code has expired or was already used. Please ask for a new one.',
      );
      expect((await createAgent(t.app).post('/api/email/confirm-link', { token })).statusCode).toBe(
        400,
      );
      expect(await expectOkJson(customer.agent.get('/api/user/email'))).toMatchObject({
        data: { email: null, verified: false, pendingEmail: null },
      });
    } finally {
      minutesAhead = 0;
    }
    expect(await accountEmail(users, customer.id)).toEqual({ email: null, verifiedAt: null });
  });

  it('five wrong codes end the code, even the right one after them', async () => {
    const customer = await newCustomer(t);
    const email = nextEmail();
    await expectOkJson(askCode(customer, email));
    const { code } = confirmationTo(email);
    const wrong = wrongCode(code);
    for (let i = 1; i <= 4; i++) {
      expectError(
        await confirmCode(customer, wrong),
        400,
        'INVALID_OTP',
        'Invalid code. Please try again.',
      );
    }
    const tooMany = 'Too many incorrect attempts. Please ask for a new code.';
    expectError(await confirmCode(customer, wrong), 429, 'OTP_TOO_MANY_ATTEMPTS', tooMany);
    expectError(await confirmCode(customer, code), 429, 'OTP_TOO_MANY_ATTEMPTS', tooMany);
    expect(await accountEmail(users, customer.id)).toEqual({ email: null, verifiedAt: null });
    // A new code starts again.
    await expectOkJson(askCode(customer, email));
    await expectOkJson(confirmCode(customer, confirmationTo(email).code));
    expect((await accountEmail(users, customer.id)).email).toBe(email);
  });

  it('a new code replaces the last one, its link too', async () => {
    const customer = await newCustomer(t);
    const first = nextEmail('first');
    const second = nextEmail('second');
    await expectOkJson(askCode(customer, first));
    const old = confirmationTo(first);
    await expectOkJson(askCode(customer, second));
    const fresh = confirmationTo(second);
    expect(await confirmationRows(customer.id)).toBe(1);
    if (old.code !== fresh.code) {
      expectError(
        await confirmCode(customer, old.code),
        400,
        'INVALID_OTP',
        'Invalid code. Please try again.',
      );
    }
    expect(
      (await createAgent(t.app).post('/api/email/confirm-link', { token: old.token })).statusCode,
    ).toBe(400);
    await expectOkJson(confirmCode(customer, fresh.code));
    expect((await accountEmail(users, customer.id)).email).toBe(second);
  });

  it("another account's code never confirms yours, and each side uses only its own calls", async () => {
    const mine = await newCustomer(t, 'Mine Mehta');
    const theirs = await newCustomer(t, 'Other Oberoi');
    const repairer = await newRepairer(t);
    const myEmail = nextEmail('mine');
    const theirEmail = nextEmail('theirs');
    await expectOkJson(askCode(mine, myEmail));
    await expectOkJson(askCode(theirs, theirEmail));
    const theirCode = confirmationTo(theirEmail).code;
    if (theirCode !== confirmationTo(myEmail).code) {
      expectError(
        await confirmCode(mine, theirCode),
        400,
        'INVALID_OTP',
        'Invalid code. Please try again.',
      );
    }
    expect(await accountEmail(users, mine.id)).toEqual({ email: null, verifiedAt: null });
    // Their code still works for them, and set nothing on mine.
    await expectOkJson(confirmCode(theirs, theirCode));
    expect((await accountEmail(users, theirs.id)).email).toBe(theirEmail);
    expect(await accountEmail(users, mine.id)).toEqual({ email: null, verifiedAt: null });

    expectError(
      await repairer.agent.put('/api/user/email', { email: nextEmail() }),
      403,
      'FORBIDDEN',
      'You do not have access to this.',
    );
    expectError(
      await mine.agent.put('/api/repairer/email', { email: nextEmail() }),
      403,
      'FORBIDDEN',
      'You do not have access to this.',
    );
    expectError(
      await repairer.agent.put('/api/user/settings', { emailNotifications: false }),
      403,
      'FORBIDDEN',
      'You do not have access to this.',
    );
    expectError(
      await createAgent(t.app).get('/api/user/email'),
      401,
      'UNAUTHENTICATED',
      'Please log in to continue.',
    );
  });

  it('refuses an address that is not one, writing and mailing nothing', async () => {
    const customer = await newCustomer(t);
    const before = t.emailOutbox().length;
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.test`, 42]) {
      expectInvalid(
        await customer.agent.put('/api/user/email', { email }),
        VALIDATION_MESSAGES.emailInvalid,
      );
    }
    expectInvalid(await confirmCode(customer, '12ab56'), VALIDATION_MESSAGES.otpInvalid);
    expectInvalid(
      await customer.agent.put('/api/user/settings', { emailNotifications: 'yes' }),
      VALIDATION_MESSAGES.emailNotificationsInvalid,
    );
    expect(await confirmationRows(customer.id)).toBe(0);
    expect(t.emailOutbox()).toHaveLength(before);
  });
});

describe('notifications by email', () => {
  it('a confirmed Hindi customer gets a quote by email in Hindi, with HTML, text and a link', async () => {
    const customer = await newCustomer(t, 'Sunita Sharma');
    customer.agent.cookies.set(LANGUAGE_COOKIE, 'hi');
    await expectOkJson(customer.agent.get('/api/check-auth'));
    const email = await confirmedEmail(customer);
    const repairer = await newRepairer(t, { fullname: 'Ramesh Kumar', pincode: '110017' });
    const jobId = await jobAt(t, 'pending_quote', customer, repairer);
    await t.app.queue.idle();
    const before = mailsTo(email).length;
    await expectOkJson(quoteJob(repairer, jobId, 450));
    await t.app.queue.idle();

    const mails = mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const line = mails.at(-1)!;
    const [notice] = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.template, 'quoteProvided'))
      .orderBy(notifications.createdAt);
    expect(notice).toBeDefined();
    expect(line.subject).toMatch(/^GharSeva: .*कोटेशन/);
    expect(line.text).toContain('नमस्ते Sunita Sharma,');
    expect(line.text).toContain('₹450');
    expect(line.text).toContain(`https://gharseva.test/user/inprogress#request-${jobId}`);
    expect(line.text).toContain('GharSeva में खोलें');
    expect(line.text).not.toContain('You have a quote');
    const mail = sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.html).toContain('<html lang="hi" dir="ltr">');
    expect(mail.html).toContain(`href="https://gharseva.test/user/inprogress#request-${jobId}"`);
    expect(mail.attachments ?? []).toHaveLength(0);
    // The sentence is the app's own Hindi for the notification.
    expect(notificationIn('hi', 'quoteProvided', { amount: '₹450', title: 'x' })).toContain(
      'कोटेशन',
    );
  });

  it('the customer switch off sends nothing; on again sends again', async () => {
    const customer = await newCustomer(t);
    const email = await confirmedEmail(customer);
    const repairer = await newRepairer(t, { pincode: '110017' });
    const off = await expectOkJson(
      customer.agent.put('/api/user/settings', { emailNotifications: false }),
    );
    expect(off).toMatchObject({
      message: EMAIL_MESSAGES.settingsSaved,
      data: { email, verified: true, emailNotifications: false },
    });
    const jobId = await jobAt(t, 'quoted', customer, repairer);
    await t.app.queue.idle();
    expect(mailsTo(email)).toHaveLength(0);
    await expectOkJson(customer.agent.put('/api/user/settings', { emailNotifications: true }));
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${jobId}/accept-quote`));
    await expectOkJson(
      repairer.agent.put(`/api/service-requests/repairer/${jobId}/status`, {
        status: 'in_progress',
      }),
    );
    await t.app.queue.idle();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.text).toContain('Work has started on');
  });

  it('an address not confirmed gets no notification', async () => {
    const customer = await newCustomer(t);
    const email = nextEmail('pending');
    await expectOkJson(askCode(customer, email));
    const repairer = await newRepairer(t, { pincode: '110017' });
    await jobAt(t, 'quoted', customer, repairer);
    await t.app.queue.idle();
    expect(mailsTo(email)).toHaveLength(0);
  });

  it("the repairer's existing email switch now decides his emails", async () => {
    const customer = await newCustomer(t);
    const repairer = await newRepairer(t, { fullname: 'Suresh Patil', pincode: '110017' });
    const email = await confirmedEmail(repairer, 'repairer');
    const settings = (emailNotifications: boolean) =>
      expectOkJson(
        repairer.agent.put('/api/repairer/settings', {
          emailNotifications,
          smsNotifications: false,
          serviceRadius: 25,
        }),
      );
    await settings(false);
    const first = await jobAt(t, 'quoted', customer, repairer);
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${first}/accept-quote`));
    await t.app.queue.idle();
    expect(mailsTo(email)).toHaveLength(0);

    await settings(true);
    const second = await jobAt(t, 'quoted', customer, repairer);
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${second}/accept-quote`));
    await t.app.queue.idle();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('was accepted');
    expect(mails[0]!.text).toContain(`https://gharseva.test/repairer/inprogress#request-${second}`);
    expect(await expectOkJson(repairer.agent.get('/api/repairer/email'))).toMatchObject({
      data: { email, verified: true, emailNotifications: true },
    });
  });

  it('a captured payment tells the customer, and the email carries the receipt PDF', async () => {
    const customer = await newCustomer(t, 'Kavya Nair');
    const email = await confirmedEmail(customer);
    const repairer = await newRepairer(t, { pincode: '110017' });
    const due = await servicePaymentDue(t, customer, repairer, 1500);
    await t.app.queue.idle();
    await payInFull(t, customer, due);
    await t.app.queue.idle();

    const captured = (
      await t.deps.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, customer.id))
    ).filter((row) => row.template === 'paymentCaptured');
    expect(captured).toHaveLength(1);
    expect(captured[0]!.params).toMatchObject({ amountPaise: 150_000, paymentId: due.paymentId });

    const mail = sent.filter((m) => m.to === email && m.kind === 'notification').at(-1)!;
    expect(mail.text).toContain('We received your payment of ₹1,500');
    expect(mail.text).toContain('Your receipt is attached to this email.');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments!;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toMatch(/^receipt-.+\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(mailsTo(email).at(-1)!.text).toContain(
      `https://gharseva.test/user/completed-services#request-${due.requestId}`,
    );
  });
});

describe('privacy', () => {
  it('no code or token of any mail is in any log line', () => {
    const secrets = t
      .emailOutbox()
      .filter((m) => m.kind === 'confirmation')
      .flatMap((m) => [
        m.text.match(/^(\d{6})$/m)?.[1],
        m.text.match(/\/email\/confirm#([A-Za-z0-9_-]+)/)?.[1],
      ])
      .filter((s): s is string => Boolean(s));
    expect(secrets.length).toBeGreaterThan(10);
    const logs = t.logs.join('\n');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
