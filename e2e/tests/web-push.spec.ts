import type { Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  startPushServiceStub,
  type PushServiceStub,
} from '../../apps/server/test/support/push-service-stub.ts';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
  type TestAccount,
} from '../support/accounts.ts';
import { call } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi } from '../support/ui.ts';

/**
 * Issue 24, item 6 (decision 056): a new job pushed to an online repairer's subscription is
 * shown by the service worker and opens the job when clicked. Headless Chromium has no push
 * service, so the server pushes to the local stub (which decrypts what it sent), and the
 * decrypted push is handed to the browser's service worker through the DevTools protocol.
 */
const { openPage } = usePages();

/** Coimbatore: no other test sends work there. */
const PINCODE = '641001';
let stub: PushServiceStub;

beforeAll(async () => {
  stub = await startPushServiceStub({ certificate: inject('pushCertificate') });
});
afterAll(async () => {
  await stub?.close();
});

/** The professional, signed in on `page`, goes online on the dashboard. */
async function goOnline(page: Page, repairer: TestAccount) {
  await signInByApi(page.context(), { role: 'repairer', ...repairer }, TEST_PASSWORD);
  await page.goto('/repairer/dashboard');
  await h1(page, `Welcome, ${repairer.fullname}!`).waitFor();
  await page.getByRole('switch', { name: 'Available for jobs' }).click();
  await page.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
}

/**
 * Headless Chromium answers every notification request with a denial; a phone asks. Sets this
 * context's notification permission to "ask" (`default`), as on a phone that was never asked.
 */
async function notAskedYet(page: Page, origin: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  const browser = await page.context().browser()!.newBrowserCDPSession();
  await browser.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'prompt',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
  await browser.detach();
  await cdp.detach();
}

/**
 * Delivers `data` to the worker of `origin` as its push service would, through the DevTools
 * protocol (the registration id comes from the ServiceWorker domain's events).
 */
async function deliverPush(page: Page, origin: string, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await found;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}

/** The notifications the worker shows, as the page sees them. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: new URL(n.icon).pathname,
      data: n.data as unknown,
    }));
  });
}

describe('[PUSH]: web push to a repairer', () => {
  it("a push to a repairer's subscription opens the job when clicked", async () => {
    const baseURL = inject('baseURL');
    const repairer = await signUpRepairerByApi({
      fullname: 'Selvam Raj',
      pincode: PINCODE,
      service: 'plumbing',
    });
    const page = await openPage('repairer', 1280);
    const context = page.context();
    await page.goto('/');
    // The worker installs after the first load (it precaches the app shell): slow on a busy
    // machine. Every page after it is controlled from its start.
    await page.waitForFunction(
      () => navigator.serviceWorker.controller?.state === 'activated',
      null,
      {
        timeout: 60_000,
      },
    );
    await notAskedYet(page, baseURL);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await goOnline(page, repairer);

    // Online, the dashboard says why notifications help; "Not now" is remembered.
    const ask = page.getByRole('region', {
      name: 'Get new jobs near you even when the app is closed',
    });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Not now' }).click();
    await ask.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
    await page.waitForTimeout(500);
    expect(await ask.count()).toBe(0);

    // His browser's subscription lives at the local push service.
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const subscription = stub.subscribe();
    await call(context.request, 'POST', '/api/push/subscriptions', subscription);

    // A customer nearby asks for a plumber: the server pushes the new job, encrypted, to it.
    const customerPage = await openPage('customer');
    await signUpUserByApi(customerPage.context(), 'Kavitha Sundaram');
    const title = 'Kitchen sink blocked';
    const jobId = await createOpenRequestByApi(customerPage.context(), {
      title,
      pincode: PINCODE,
      fullAddress: '8, Race Course Road',
    });
    const [push] = await stub.waitFor(subscription.endpoint, 1, undefined, 15_000);
    expect(push!.payload).toEqual({
      title: 'GharSeva Partner',
      body: expect.stringMatching(new RegExp(`^New job near you: "${title}" in .*${PINCODE}\\.$`)),
      url: `/repairer/dashboard#request-${jobId}`,
      tag: `job-${jobId}`,
    });

    // The browser's push service would hand the decrypted body to the worker: so does DevTools.
    await page.goto('/repairer/profile');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await deliverPush(page, baseURL, push!.text);
    await expect
      .poll(() => shownNotifications(page), { timeout: 10_000 })
      .toEqual([
        {
          title: 'GharSeva Partner',
          body: push!.payload.body,
          tag: `job-${jobId}`,
          icon: '/icons/icon-192.png',
          data: { url: `/repairer/dashboard#request-${jobId}` },
        },
      ]);

    // A click on it (dispatched in the worker, as the browser would) opens the job.
    const worker: Worker =
      context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      // The worker's globals, which this file's DOM types do not describe.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await page.waitForURL(
      (url) => url.pathname === '/repairer/dashboard' && url.hash === `#request-${jobId}`,
    );
    await expect
      .poll(() => page.getByText(title).first().isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await shownNotifications(page)).toEqual([]);
  });
});
