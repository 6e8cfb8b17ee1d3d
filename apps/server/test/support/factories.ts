import { verhoeffCheckDigit } from '@gharseva/domain';
import { eq } from 'drizzle-orm';
import { repairers } from '../../src/db/schema/index.ts';
import { createAgent, type Agent } from './client.ts';
import { TEST_ADMIN_SECRET, type TestApp } from './app.ts';

let sequence = 0;
/** A fresh valid mobile number per call. */
export function nextPhone(): string {
  sequence += 1;
  return `9${String(100_000_000 + Math.floor(Math.random() * 800_000_000) + sequence).slice(0, 9)}`;
}

let ipSequence = 0;
/**
 * A fresh client address, so that each simulated browser has its own per-IP
 * counters (OTP sends, login failures) unless a test shares one on purpose.
 */
export function nextIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

/** A fresh 12-digit Aadhaar number with a correct Verhoeff check digit. */
export function nextAadhaar(): string {
  const base = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return base + verhoeffCheckDigit(base);
}

export const PASSWORD = 'S3cure-pass';

/** Signs a user up through OTP, as the web app does; the agent ends signed in. */
export async function signupUser(
  t: TestApp,
  overrides: { phone?: string; fullname?: string; password?: string } = {},
): Promise<{ agent: Agent; phone: string; password: string; body: Record<string, unknown> }> {
  const agent = createAgent(t.app, { ip: nextIp() });
  const phone = overrides.phone ?? nextPhone();
  const password = overrides.password ?? PASSWORD;
  await expectOk(agent.post('/api/user/getotp', { phone }));
  await expectOk(agent.post('/api/user/verify-otp', { phone, otp: t.lastCode(phone) }));
  const res = await agent.post('/api/user/signup', {
    fullname: overrides.fullname ?? 'Meera Iyer',
    password,
    phone,
  });
  if (res.statusCode !== 201) throw new Error(`user signup failed: ${res.body}`);
  return { agent, phone, password, body: res.json() };
}

/** A well-formed body of PUT /api/repairer/profile, overridable per test. */
export function profileForm(overrides: Record<string, unknown> = {}) {
  return {
    fullname: 'Ravi Verma',
    pincode: '110017',
    bio: 'Twenty years of plumbing.',
    experience: 20,
    services: [{ name: 'plumbing', visitingCharge: 200 }],
    upiId: 'ravi.verma@okaxis',
    ...overrides,
  };
}

export function repairerPayload(phone: string, overrides: Record<string, unknown> = {}) {
  return {
    fullname: 'Ravi Verma',
    phone,
    upiId: 'ravi.verma@okaxis',
    password: PASSWORD,
    services: 'plumbing',
    aadharcardNumber: nextAadhaar(),
    pincode: '110017',
    ...overrides,
  };
}

/** Requests and enters a sign-up code, so the agent holds a signup ticket for `phone`. */
export async function verifyPhone(
  t: TestApp,
  agent: Agent,
  role: 'user' | 'repairer',
  phone: string,
) {
  await expectOk(agent.post(`/api/${role}/getotp`, { phone }));
  await expectOk(agent.post(`/api/${role}/verify-otp`, { phone, otp: t.lastCode(phone) }));
}

export async function verifyRepairerPhone(t: TestApp, agent: Agent, phone: string) {
  await verifyPhone(t, agent, 'repairer', phone);
}

/**
 * Signs a repairer up through OTP; the agent ends signed in. He is verified at once, as an
 * admin would (repairer-verification.test.ts walks the admin's calls), unless `verified: false`
 * keeps him pending.
 */
export async function signupRepairer(
  t: TestApp,
  { verified = true, ...overrides }: Record<string, unknown> & { verified?: boolean } = {},
): Promise<{ agent: Agent; phone: string; body: Record<string, unknown> }> {
  const agent = createAgent(t.app, { ip: nextIp() });
  const phone = (overrides.phone as string | undefined) ?? nextPhone();
  await verifyRepairerPhone(t, agent, phone);
  const res = await agent.post('/api/repairer/signup', repairerPayload(phone, overrides));
  if (res.statusCode !== 201) throw new Error(`repairer signup failed: ${res.body}`);
  const body = res.json<Record<string, unknown>>();
  if (verified) {
    await t.deps.database.db
      .update(repairers)
      .set({ verificationStatus: 'verified', verificationDecidedAt: new Date() })
      .where(eq(repairers.id, (body.repairer as { _id: string })._id));
  }
  return { agent, phone, body };
}

export async function signupAdmin(
  t: TestApp,
  overrides: { phone?: string; fullname?: string } = {},
): Promise<{ agent: Agent; phone: string; fullname: string }> {
  const agent = createAgent(t.app, { ip: nextIp() });
  const phone = overrides.phone ?? nextPhone();
  const fullname = overrides.fullname ?? 'Kavya Admin';
  const res = await agent.post('/api/admin/signup', {
    fullname,
    phone,
    secretkey: TEST_ADMIN_SECRET,
    password: PASSWORD,
  });
  if (res.statusCode !== 201) throw new Error(`admin signup failed: ${res.body}`);
  return { agent, phone, fullname };
}

async function expectOk(response: Promise<{ statusCode: number; body: string }>) {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
}
