import { addDays, todayInIndia, verhoeffCheckDigit } from '@gharseva/domain';
import { request, type APIRequestContext, type BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { codeSentTo, freshPhone } from './outbox.ts';
import { DEMO, DEMO_PASSWORD } from './ui.ts';

/** The password of every account these helpers create. */
export const TEST_PASSWORD = 'Ghar@2025seva';

export interface TestAccount {
  id: string;
  phone: string;
  fullname: string;
}

/**
 * POSTs `data` as our own page would (the server refuses a cookie-carrying
 * call from no origin) and expects a 2xx answer, returned as JSON.
 */
async function post(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(path, { data, headers: { origin: inject('baseURL') } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The phone's code from the SMS outbox, verified: the signup ticket cookie lands in `api`. */
async function verifyPhone(api: APIRequestContext, role: 'user' | 'repairer', phone: string) {
  await post(api, `/api/${role}/getotp`, { phone });
  const otp = await codeSentTo(phone);
  await post(api, `/api/${role}/verify-otp`, { phone, otp });
}

/**
 * A new customer signed up through the same calls as the sign-up screens; the
 * browser context is left signed in as them (the API shares its cookies).
 */
export async function signUpUserByApi(
  context: BrowserContext,
  fullname = 'Meera Iyer',
): Promise<TestAccount> {
  const phone = freshPhone();
  await verifyPhone(context.request, 'user', phone);
  const body = await post(context.request, '/api/user/signup', {
    fullname,
    phone,
    password: TEST_PASSWORD,
  });
  return { id: (body.user as { _id: string })._id, phone, fullname };
}

/**
 * A new professional offering one search category from `pincode` (visiting
 * charge 0, experience 0, the default 25 km radius), signed up in a cookie jar
 * of its own so no browser context is touched.
 */
export async function signUpRepairerByApi(options: {
  fullname: string;
  pincode: string;
  service: string;
  /** Verified at once by the demo admin, as every test before verification expects; false: pending. */
  verified?: boolean;
  /** Where his payouts go; `pro<phone>@okaxis` by default. */
  upiId?: string;
}): Promise<TestAccount> {
  const api = await request.newContext({ baseURL: inject('baseURL') });
  try {
    const phone = freshPhone();
    await verifyPhone(api, 'repairer', phone);
    // A Verhoeff-valid Aadhaar number of its own: '6' and the phone, then the check digit.
    const base = `6${phone}`;
    const body = await post(api, '/api/repairer/signup', {
      fullname: options.fullname,
      phone,
      upiId: options.upiId ?? `pro${phone}@okaxis`,
      password: TEST_PASSWORD,
      services: options.service,
      aadharcardNumber: base + verhoeffCheckDigit(base),
      pincode: options.pincode,
    });
    const id = (body.repairer as { _id: string })._id;
    if (options.verified !== false) await verifyRepairerByApi(id);
    return { id, phone, fullname: options.fullname };
  } finally {
    await api.dispose();
  }
}

/** The demo admin verifies the repairer, in a cookie jar of its own (PUT .../verification). */
export async function verifyRepairerByApi(repairerId: string): Promise<void> {
  const admin = await request.newContext({ baseURL: inject('baseURL') });
  try {
    await post(admin, '/api/admin/login', {
      fullname: DEMO.admin.fullname,
      phone: DEMO.admin.phone,
      password: DEMO_PASSWORD,
    });
    const response = await admin.put(`/api/admin/repairers/${repairerId}/verification`, {
      data: { decision: 'verify' },
      headers: { origin: inject('baseURL') },
    });
    expect(response.ok(), await response.text()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/**
 * A request saved open (no professional chosen) by the signed-in customer of
 * `context`, for Plumbing unless told otherwise.
 */
export async function createOpenRequestByApi(
  context: BrowserContext,
  values: {
    title: string;
    pincode: string;
    fullAddress: string;
    serviceType?: string;
    description?: string;
  },
): Promise<string> {
  const body = await post(context.request, '/api/service-requests', {
    repairerId: null,
    contactInfo: '9876543210',
    title: values.title,
    serviceType: values.serviceType ?? 'Plumbing',
    description: values.description ?? 'The kitchen sink drains very slowly since yesterday.',
    locationData: {
      fullAddress: values.fullAddress,
      pincode: values.pincode,
      captureMethod: 'manual',
    },
    preferredTimeSlot: 'flexible',
    preferredDate: tomorrowInIndia(),
    urgency: 'medium',
  });
  return (body.data as { _id: string })._id;
}

/** Tomorrow in India: every slot of it is open, whatever the hour the specs run at (issue 24). */
export const tomorrowInIndia = () => addDays(todayInIndia(), 1);
