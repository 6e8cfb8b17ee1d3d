import { addDays, todayInIndia } from '@gharseva/domain';
import { request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startPushServiceStub,
  type PushServiceStub,
} from '../../apps/server/test/support/push-service-stub.ts';
import { signUpRepairerByApi, signUpUserByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { call, JOB_PINCODE } from '../support/jobs.ts';
import { smsSentTo } from '../support/outbox.ts';
import { usePages } from '../support/pages.ts';
import { h1 } from '../support/ui.ts';

/**
 * Issue 24, item 4: the evening before a visit, at 19:00 India time, the customer and the
 * repairer get a reminder by SMS, in the app and by push. The server's clock is not waited for:
 * the test control scans as at a given moment (TEST_CONTROLS, decision 057). The pushes go to
 * the local push service, which decrypts them (decision 056).
 */
const { openPage } = usePages();

let stub: PushServiceStub;
beforeAll(async () => {
  stub = await startPushServiceStub({ certificate: inject('pushCertificate') });
});
afterAll(async () => {
  await stub?.close();
});

const disposals: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(disposals.splice(0).map((dispose) => dispose()));
});

/** A moment in India time: `date` at `time` (HH:MM). */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

/** The reminder SMS sent to `phone` so far. */
const remindersTo = (phone: string) =>
  smsSentTo(phone).filter((sms) => / reminder: /.test(sms.body));

/** Waits until `phone` has `count` reminder SMS (the queue sends them just after the scan). */
async function waitForReminders(phone: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (remindersTo(phone).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return remindersTo(phone);
}

describe('[USER][REPAIRER][REMINDERS]: a visit is reminded the evening before', () => {
  it('sends nothing at 18:59, and at 19:00 the SMS, the pushes and the notification', async () => {
    const page = await openPage('customer', 1280);
    const context = page.context();
    // The evening visit two days ahead: the evening before it is still to come on the real
    // clock that stamps the booking, whatever the hour the test runs at.
    const visitDay = addDays(todayInIndia(new Date()), 2);
    const dayBefore = addDays(visitDay, -1);
    const title = 'Cupboard door scraping';

    const repairer = await signUpRepairerByApi({
      fullname: 'Naveen Saxena',
      pincode: JOB_PINCODE,
      service: 'carpentry',
    });
    const customer = await signUpUserByApi(context, 'Pooja Agarwal');
    const created = await call(context.request, 'POST', '/api/service-requests', {
      repairerId: null,
      contactInfo: '9876543210',
      title,
      serviceType: 'Carpentry',
      description: 'The cupboard door has dropped and scrapes the floor.',
      locationData: {
        fullAddress: '21, Civil Lines, near the water tower',
        pincode: JOB_PINCODE,
        captureMethod: 'manual',
      },
      preferredDate: visitDay,
      preferredTimeSlot: { date: visitDay, time: 'evening' },
      urgency: 'medium',
    });
    const requestId = (created.data as { _id: string })._id;

    const repairerApi = await request.newContext({ baseURL: inject('baseURL') });
    disposals.push(() => repairerApi.dispose());
    await call(repairerApi, 'POST', '/api/repairer/login', {
      phone: repairer.phone,
      password: TEST_PASSWORD,
    });
    // Both have switched pushes on: their browsers' subscriptions live at the local service.
    const customerPush = stub.subscribe();
    const repairerPush = stub.subscribe();
    await call(context.request, 'POST', '/api/push/subscriptions', customerPush);
    await call(repairerApi, 'POST', '/api/push/subscriptions', repairerPush);
    const jobPath = `/api/service-requests/repairer/${requestId}`;
    await call(repairerApi, 'PUT', `${jobPath}/status`, { status: 'accept_request_for_quote' });
    await call(repairerApi, 'PUT', `${jobPath}/quote`, { estimatedPrice: 900 });
    await call(context.request, 'PUT', `/api/service-requests/user/${requestId}/accept-quote`);

    const scan = async (at: string) => {
      const body = await call(context.request, 'POST', '/api/test/reminders/scan', { at });
      return (body.sent as { serviceRequestId: string; kind: string }[]).filter(
        (r) => r.serviceRequestId === requestId,
      );
    };

    // A minute early: nothing for this visit, and no SMS.
    expect(await scan(ist(dayBefore, '18:59'))).toEqual([]);
    expect(remindersTo(customer.phone)).toEqual([]);
    expect(remindersTo(repairer.phone)).toEqual([]);
    const isReminder = (push: { payload: { body: string } }) =>
      / tomorrow, /.test(push.payload.body);
    expect(stub.received(customerPush.endpoint).filter(isReminder)).toEqual([]);

    // 19:00 the evening before: one reminder, by SMS to both phones.
    expect(await scan(ist(dayBefore, '19:00'))).toEqual([
      expect.objectContaining({ serviceRequestId: requestId, kind: 'evening' }),
    ]);
    const sentence = `The visit for "${title}" is tomorrow, ${visitDay.split('-').reverse().join('/')}, between 17:00 and 21:00.`;
    expect((await waitForReminders(customer.phone, 1)).map((sms) => sms.body)).toEqual([
      `GharSeva reminder: ${sentence}`,
    ]);
    expect((await waitForReminders(repairer.phone, 1)).map((sms) => sms.body)).toEqual([
      `GharSeva Partner reminder: ${sentence}`,
    ]);

    // By push to each side's subscription, decrypted by the push service, opening the job.
    const [toCustomer] = await stub.waitFor(customerPush.endpoint, 1, isReminder, 15_000);
    expect(toCustomer!.payload).toMatchObject({
      body: sentence,
      url: `/user/inprogress#request-${requestId}`,
    });
    const [toRepairer] = await stub.waitFor(repairerPush.endpoint, 1, isReminder, 15_000);
    expect(toRepairer!.payload).toMatchObject({
      body: sentence,
      url: `/repairer/inprogress#request-${requestId}`,
    });

    // And in the customer's notifications, linking to the job's card.
    await page.goto('/user/notifications');
    await h1(page, 'Notifications').waitFor();
    const notice = page
      .getByTestId('notifications-list')
      .getByTestId('notification-item')
      .filter({ hasText: sentence });
    await notice.waitFor();
    expect(await notice.getByRole('link').getAttribute('href')).toBe(
      `/user/inprogress#request-${requestId}`,
    );

    // A second scan that evening sends nothing more.
    expect(await scan(ist(dayBefore, '19:01'))).toEqual([]);
    expect(remindersTo(customer.phone)).toHaveLength(1);
    expect(stub.received(customerPush.endpoint).filter(isReminder)).toHaveLength(1);
  });
});
