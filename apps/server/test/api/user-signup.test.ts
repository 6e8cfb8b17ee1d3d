import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { nextPhone, signupUser } from '../support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('user sign-up through OTP', () => {
  it('sends a code, verifies it, signs up and is signed in', async () => {
    const { agent, phone, body } = await signupUser(t, { fullname: 'Meera Iyer' });
    expect(body).toMatchObject({ success: true, message: 'Signup successful!', role: 'user' });
    expect(body.user).toMatchObject({ fullname: 'Meera Iyer', phone });
    const me = await agent.get('/api/check-auth');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'user', user: { fullname: 'Meera Iyer', phone } });
  });

  it('writes the SMS to the outbox as one JSON line with the 6-digit code', async () => {
    const agent = createAgent(t.app);
    const phone = nextPhone();
    const res = await agent.post('/api/user/getotp', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'OTP sent successfully!' });
    const sms = t.outbox().filter((m) => m.to === phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ to: phone, kind: 'otp' });
    expect(sms[0]!.body).toMatch(/\b\d{6}\b/);
    expect(new Date(sms[0]!.at).toISOString()).toBe(sms[0]!.at);
  });
});
