import { addDays, todayInIndia } from '@gharseva/domain';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { Agent } from './client.ts';
import { signupRepairer, signupUser } from './factories.ts';
import { createRequest } from './requests.ts';

export interface Party {
  agent: Agent;
  phone: string;
  id: string;
}

export async function newCustomer(t: TestApp, fullname = 'Meera Iyer'): Promise<Party> {
  const { agent, phone, body } = await signupUser(t, { fullname });
  return { agent, phone, id: (body.user as { _id: string })._id };
}

export async function newRepairer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Party> {
  const { agent, phone, body } = await signupRepairer(t, overrides);
  return { agent, phone, id: (body.repairer as { _id: string })._id };
}

/** PUT status on a job as its repairer. */
export const setJobStatus = (repairer: Party, id: string, body: unknown) =>
  repairer.agent.put(`/api/service-requests/repairer/${id}/status`, body);

export const acceptJob = (repairer: Party, id: string) =>
  setJobStatus(repairer, id, { status: 'accept_request_for_quote' });

export const quoteJob = (repairer: Party, id: string, estimatedPrice: unknown) =>
  repairer.agent.put(`/api/service-requests/repairer/${id}/quote`, { estimatedPrice });

export const sendCompletionCode = (repairer: Party, id: string) =>
  repairer.agent.post(`/api/service-requests/repairer/${id}/pending`);

export const verifyCompletion = (customer: Party, requestId: string, otp: unknown) =>
  customer.agent.post('/api/user/verify-serviceotp/', { requestId, otp });

async function ok(res: Promise<{ statusCode: number; body: string }>, status = 200) {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return JSON.parse(r.body) as Record<string, unknown>;
}

/** The completion code of the latest completion SMS to this phone. */
export function completionCode(t: TestApp, phone: string): string {
  const sms = t
    .outbox()
    .filter((m) => m.to === phone && m.kind === 'completion_otp')
    .at(-1);
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no completion code for ${phone}`);
  return code;
}

export type Stage =
  'requested' | 'pending_quote' | 'quoted' | 'accepted' | 'in_progress' | 'pending_otp';

/** A job of `customer` walked through the life cycle by `repairer` up to `stage`. */
export async function jobAt(
  t: TestApp,
  stage: Stage,
  customer: Party,
  repairer: Party,
  overrides: Record<string, unknown> = {},
  quoteRupees = 1200,
): Promise<string> {
  // Unless the test names the visit: the day after the app's own today, so a test whose clock
  // is fixed books inside its 14 days.
  const day = addDays(todayInIndia(t.deps.clock?.() ?? new Date()), 1);
  const named = 'preferredDate' in overrides || 'preferredTimeSlot' in overrides;
  const visit = named
    ? {}
    : { preferredDate: day, preferredTimeSlot: { date: day, time: 'morning' } };
  const job = await createRequest(customer.agent, { ...visit, ...overrides });
  if (stage === 'requested') return job._id;
  await ok(acceptJob(repairer, job._id));
  if (stage === 'pending_quote') return job._id;
  await ok(quoteJob(repairer, job._id, quoteRupees));
  if (stage === 'quoted') return job._id;
  await ok(customer.agent.put(`/api/service-requests/user/${job._id}/accept-quote`));
  if (stage === 'accepted') return job._id;
  await ok(setJobStatus(repairer, job._id, { status: 'in_progress' }));
  if (stage === 'in_progress') return job._id;
  await ok(sendCompletionCode(repairer, job._id));
  return job._id;
}

export { ok as expectOkJson };
