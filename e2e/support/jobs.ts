import { request, type APIRequestContext, type BrowserContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
  type TestAccount,
} from './accounts.ts';
import { codeSentTo } from './outbox.ts';

/**
 * Jaipur (302001): no other test sends work there, so the jobs these helpers make never show
 * in another test's nearby-job list.
 */
export const JOB_PINCODE = '302001';

/** A mutating call as our own page makes it (with our Origin), expected to answer 2xx. */
export async function call(
  api: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const response = await api.fetch(path, {
    method,
    headers: { origin: inject('baseURL') },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Who and what a helper's job is; the carpenter's UPI id is his own unless told. */
export interface JobValues {
  customerName: string;
  repairerName: string;
  title: string;
  quoteRupees?: number;
  repairerUpiId?: string;
}

export interface QuotedJob {
  customer: TestAccount;
  repairer: TestAccount;
  requestId: string;
  title: string;
  /** The professional's cookie jar; dispose it with `done()`. */
  repairerApi: APIRequestContext;
  done: () => Promise<void>;
}

/**
 * A new customer (signed in in `context`) with a carpentry job in Jaipur that a new carpenter
 * accepted and quoted `quoteRupees` for, through the same calls as the screens.
 */
export async function quotedJob(context: BrowserContext, values: JobValues): Promise<QuotedJob> {
  const repairer = await signUpRepairerByApi({
    fullname: values.repairerName,
    pincode: JOB_PINCODE,
    service: 'carpentry',
    ...(values.repairerUpiId ? { upiId: values.repairerUpiId } : {}),
  });
  const customer = await signUpUserByApi(context, values.customerName);
  const requestId = await createOpenRequestByApi(context, {
    title: values.title,
    serviceType: 'Carpentry',
    pincode: JOB_PINCODE,
    fullAddress: '21, Civil Lines, near the water tower',
    description: 'The cupboard door has dropped and scrapes the floor.',
  });
  const repairerApi = await request.newContext({ baseURL: inject('baseURL') });
  await call(repairerApi, 'POST', '/api/repairer/login', {
    phone: repairer.phone,
    password: TEST_PASSWORD,
  });
  await call(repairerApi, 'PUT', `/api/service-requests/repairer/${requestId}/status`, {
    status: 'accept_request_for_quote',
  });
  await call(repairerApi, 'PUT', `/api/service-requests/repairer/${requestId}/quote`, {
    estimatedPrice: values.quoteRupees ?? 1200,
  });
  return {
    customer,
    repairer,
    requestId,
    title: values.title,
    repairerApi,
    done: () => repairerApi.dispose(),
  };
}

export interface DueJob {
  customer: TestAccount;
  repairer: TestAccount;
  requestId: string;
  title: string;
  /** The payment record to pay at /user/payment/{id} or /rejection-fee/{id}. */
  paymentId: string;
}

/**
 * A job in pending_payment: quoted, accepted by the customer, work started and completion code
 * sent by the carpenter, the code entered by the customer (from the SMS outbox). Its service
 * payment is due.
 */
export async function jobAwaitingPayment(
  context: BrowserContext,
  values: JobValues,
): Promise<DueJob> {
  const job = await quotedJob(context, values);
  try {
    const { requestId } = job;
    await call(context.request, 'PUT', `/api/service-requests/user/${requestId}/accept-quote`);
    await call(job.repairerApi, 'PUT', `/api/service-requests/repairer/${requestId}/status`, {
      status: 'in_progress',
    });
    await call(job.repairerApi, 'POST', `/api/service-requests/repairer/${requestId}/pending`);
    const otp = await codeSentTo(job.customer.phone, { kind: 'completion_otp' });
    const verified = await call(context.request, 'POST', '/api/user/verify-serviceotp/', {
      requestId,
      otp,
    });
    const { customer, repairer, title } = job;
    return { customer, repairer, requestId, title, paymentId: verified.paymentId as string };
  } finally {
    await job.done();
  }
}

/** A job whose quote the customer rejected: its ₹150 rejection fee is due. */
export async function jobWithRejectedQuote(
  context: BrowserContext,
  values: { customerName: string; repairerName: string; title: string },
): Promise<DueJob> {
  const job = await quotedJob(context, values);
  try {
    const rejected = await call(
      context.request,
      'PUT',
      `/api/service-requests/user/${job.requestId}/reject-quote`,
    );
    const { customer, repairer, requestId, title } = job;
    return { customer, repairer, requestId, title, paymentId: rejected.paymentId as string };
  } finally {
    await job.done();
  }
}

/**
 * Pays a due payment as the payment page does, without the page: the order, the fake
 * gateway's checkout (its 'Pay' button's call) and the verification.
 */
export async function payByApi(context: BrowserContext, job: DueJob): Promise<void> {
  const order = await call(context.request, 'POST', '/api/user/create-razorpay-order', {
    paymentRecordId: job.paymentId,
  });
  const { orderId } = order.data as { orderId: string };
  const result = await call(context.request, 'POST', `/api/payments/fake/checkout/${orderId}/pay`, {
    outcome: 'success',
  });
  await call(context.request, 'POST', '/api/user/verify-and-transfer-payment', {
    paymentId: job.paymentId,
    serviceRequestId: job.requestId,
    transactionDetails: result,
  });
}

/** A cookie jar signed in as this professional, for the calls their screens make. */
export async function repairerApiFor(
  account: { phone: string },
  password = TEST_PASSWORD,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: inject('baseURL') });
  await call(api, 'POST', '/api/repairer/login', { phone: account.phone, password });
  return api;
}

/**
 * An open request by the signed-in customer of `context` that the professional of
 * `repairerApi` accepted for a quote (pending_quote: no quote yet). Carpentry in Jaipur
 * unless told otherwise.
 */
export async function takenJob(
  context: BrowserContext,
  repairerApi: APIRequestContext,
  values: { title: string; serviceType?: string; pincode?: string; fullAddress?: string },
): Promise<string> {
  const requestId = await createOpenRequestByApi(context, {
    title: values.title,
    serviceType: values.serviceType ?? 'Carpentry',
    pincode: values.pincode ?? JOB_PINCODE,
    fullAddress: values.fullAddress ?? '21, Civil Lines, near the water tower',
    description: 'The cupboard door has dropped and scrapes the floor.',
  });
  await call(repairerApi, 'PUT', `/api/service-requests/repairer/${requestId}/status`, {
    status: 'accept_request_for_quote',
  });
  return requestId;
}

/** The professional of `repairerApi` quotes `rupees` for a job they took. */
export async function quoteByApi(
  repairerApi: APIRequestContext,
  requestId: string,
  rupees: number,
): Promise<void> {
  await call(repairerApi, 'PUT', `/api/service-requests/repairer/${requestId}/quote`, {
    estimatedPrice: rupees,
  });
}

/** The signed-in customer of `context` cancels their request, as the card's button does. */
export async function cancelByApi(context: BrowserContext, requestId: string): Promise<void> {
  await call(context.request, 'PUT', `/api/service-requests/user/${requestId}/status`, {
    status: 'cancelled',
  });
}

/**
 * A quoted job to pending_payment: the customer of `context` accepts the quote, the
 * professional of `repairerApi` starts the work and sends the completion code and the customer enters it from
 * the SMS outbox. Answers the id of the service payment now due.
 */
export async function confirmDoneByApi(
  context: BrowserContext,
  repairerApi: APIRequestContext,
  customerPhone: string,
  requestId: string,
): Promise<string> {
  await call(context.request, 'PUT', `/api/service-requests/user/${requestId}/accept-quote`);
  await call(repairerApi, 'PUT', `/api/service-requests/repairer/${requestId}/status`, {
    status: 'in_progress',
  });
  await call(repairerApi, 'POST', `/api/service-requests/repairer/${requestId}/pending`);
  const otp = await codeSentTo(customerPhone, { kind: 'completion_otp' });
  const verified = await call(context.request, 'POST', '/api/user/verify-serviceotp/', {
    requestId,
    otp,
  });
  return verified.paymentId as string;
}
