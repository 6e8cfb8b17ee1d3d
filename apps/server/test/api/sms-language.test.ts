import { LANGUAGE_COOKIE } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairers, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { nextIp, nextPhone } from '../support/factories.ts';
import {
  acceptJob,
  completionCode,
  expectOkJson,
  newCustomer,
  newRepairer,
  quoteJob,
  sendCompletionCode,
  setJobStatus,
  type Party,
} from '../support/jobs.ts';
import { createRequest } from '../support/requests.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../../web/src/i18n/locales');
const catalogue = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, code, 'catalogue.json'), 'utf8')) as Record<
    string,
    string
  >;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_RESEND_COOLDOWN_SECONDS: '0', MAX_ACTIVE_JOBS: '50' });
});
afterAll(async () => {
  await t.close();
});

const lastSmsTo = (phone: string, kind?: string) =>
  t
    .outbox()
    .filter((m) => m.to === phone && (!kind || m.kind === kind))
    .at(-1)!;

async function languageOf(table: typeof users | typeof repairers, id: string) {
  const [row] = await t.deps.database.db
    .select({ language: table.language })
    .from(table)
    .where(eq(table.id, id));
  return row!.language;
}

/** Uses the app in `code`: the cookie the web app's language choice writes. */
async function chooseLanguage(party: Party, code: string) {
  party.agent.cookies.set(LANGUAGE_COOKIE, code);
  await expectOkJson(party.agent.get('/api/check-auth'));
}

describe('SMS in the language the person uses the app in', () => {
  it('a sign-up code goes out in the language of the page asking for it', async () => {
    const agent = createAgent(t.app, { ip: nextIp() });
    agent.cookies.set(LANGUAGE_COOKIE, 'hi');
    const phone = nextPhone();
    await expectOkJson(agent.post('/api/user/getotp', { phone }));
    const sms = lastSmsTo(phone, 'otp');
    expect(sms.body).toMatch(/^\d{6} आपका GharSeva सत्यापन कोड है।/);
    expect(sms.body).not.toMatch(/verification|expires/);
    // The account made with it keeps the language.
    await expectOkJson(agent.post('/api/user/verify-otp', { phone, otp: t.lastCode(phone) }));
    const res = await agent.post('/api/user/signup', {
      fullname: 'Sunita Sharma',
      phone,
      password: 'S3cure-pass',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await languageOf(users, (res.json().user as { _id: string })._id)).toBe('hi');
  });

  it('a Hindi-speaking customer’s acceptance and completion-code SMS are in Hindi, title too', async () => {
    const customer = await newCustomer(t, 'Sunita Sharma');
    const plumber = await newRepairer(t, { fullname: 'Ramesh Kumar', pincode: '110017' });
    expect(await languageOf(users, customer.id)).toBe('en');
    await chooseLanguage(customer, 'hi');
    expect(await languageOf(users, customer.id)).toBe('hi');

    const job = await createRequest(customer.agent);
    await expectOkJson(acceptJob(plumber, job._id));
    const hi = catalogue('hi');
    const title = `${hi['Tap leakage']} - ${hi['Taps & Mixers']}`;
    const accepted = lastSmsTo(customer.phone, 'alert');
    expect(accepted.body).toBe(
      `GharSeva: Ramesh Kumar ने आपकी रिक्वेस्ट "${title}" स्वीकार कर ली है। जल्द ही वे कोटेशन भेजेंगे।`,
    );

    await expectOkJson(quoteJob(plumber, job._id, 450));
    await expectOkJson(customer.agent.put(`/api/service-requests/user/${job._id}/accept-quote`));
    await expectOkJson(setJobStatus(plumber, job._id, { status: 'in_progress' }));
    await expectOkJson(sendCompletionCode(plumber, job._id));
    const sms = lastSmsTo(customer.phone, 'completion_otp');
    const code = completionCode(t, customer.phone);
    expect(sms.body).toBe(
      `"${title}" के लिए आपका GharSeva कार्य-पूर्ति कोड ${code} है। काम पूरा होने पर इसे ऐप में डालें। यह 10 मिनट में समाप्त हो जाएगा।`,
    );
  });

  it('a Tamil-speaking repairer’s new-job alert is in Tamil, with the title in Tamil', async () => {
    const customer = await newCustomer(t, 'Lakshmi Narayanan');
    const plumber = await newRepairer(t, { fullname: 'Murugan Selvam', pincode: '400001' });
    await expectOkJson(
      plumber.agent.put('/api/repairer/settings', {
        emailNotifications: true,
        smsNotifications: true,
        serviceRadius: 25,
      }),
    );
    await expectOkJson(plumber.agent.put('/api/repairer/availability', { isOnline: true }));
    await chooseLanguage(plumber, 'ta');
    expect(await languageOf(repairers, plumber.id)).toBe('ta');

    await createRequest(customer.agent, {
      locationData: {
        fullAddress: 'Flat 2, Marine Drive',
        pincode: '400001',
        city: 'Mumbai',
        state: 'Maharashtra',
        coordinates: null,
        captureMethod: 'manual',
      },
    });
    const ta = catalogue('ta');
    const sms = lastSmsTo(plumber.phone, 'alert');
    expect(sms.body).toContain(`"${ta['Tap leakage']} - ${ta['Taps & Mixers']}"`);
    expect(sms.body).toMatch(/^GharSeva Partner: .* ஏற்க செயலியைத் திறக்கவும்.$/);
    expect(sms.body).not.toMatch(/New job|Open the app|Tap leakage/);
  });

  it('an unknown language in the cookie changes nothing', async () => {
    const customer = await newCustomer(t, 'Kabir Khan');
    await chooseLanguage(customer, 'hi');
    await chooseLanguage(customer, 'xx');
    expect(await languageOf(users, customer.id)).toBe('hi');
  });
});
