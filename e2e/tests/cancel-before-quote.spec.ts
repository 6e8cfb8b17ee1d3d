import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { repairerApiFor, takenJob } from '../support/jobs.ts';
import { DEMO, h1, signInByApi, toast } from '../support/ui.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context.close();
});

/** Ramesh's active-jobs figure, as his dashboard's tile gets it. */
async function rameshActiveJobs(ramesh: Awaited<ReturnType<typeof repairerApiFor>>) {
  const response = await ramesh.get('/api/repairer/dashboard-stats');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { activeJobs: number }).activeJobs;
}

describe('[USER][CANCEL]: a customer waiting for a quote withdraws the request', () => {
  it('cancels free of charge after Ramesh accepted; the job leaves his list and he is told', async () => {
    const title = 'Bathroom geyser not heating';
    await signUpUserByApi(context, 'Nisha Arora');
    const ramesh = await repairerApiFor(DEMO.repairer, 'Demo@1234');
    let activeBefore: number;
    try {
      const before = await rameshActiveJobs(ramesh);
      await takenJob(context, ramesh, {
        title,
        serviceType: 'Plumbing',
        pincode: '110017',
        fullAddress: 'C-12, Malviya Nagar, near the park',
      });
      activeBefore = await rameshActiveJobs(ramesh);
      expect(activeBefore).toBe(before + 1);
    } finally {
      await ramesh.dispose();
    }

    // The customer's card: Ramesh took it, no quote yet; Cancel request is offered.
    await page.goto('/user/inprogress');
    await h1(page, 'In-Progress Services').waitFor();
    const card = page.getByRole('article', { name: title });
    await card.getByTestId('status-badge').waitFor();
    expect(await card.getByTestId('status-badge').getAttribute('data-status')).toBe(
      'pending_quote',
    );

    // 'Keep Request' changes nothing.
    await card.getByRole('button', { name: 'Cancel request' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
    await confirm
      .getByText(
        `“${title}” will be cancelled free of charge and Ramesh Kumar will be told. This cannot be undone.`,
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Keep Request' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Cancel request' }).click();
    await confirm.getByRole('button', { name: 'Yes, Cancel Request' }).click();
    await toast(page, 'Request cancelled successfully!').waitFor();
    await card.waitFor({ state: 'detached' });

    // My Services: Cancelled, with nothing to pay.
    await page.goto('/user/show-services');
    await h1(page, 'My Services').waitFor();
    const row = page.getByRole('article', { name: title });
    expect(await row.getByTestId('status-badge').getAttribute('data-status')).toBe('cancelled');
    expect(await row.getByRole('link', { name: /pay/i }).count()).toBe(0);

    // Ramesh: the job is gone from his Assigned Jobs and his active figure, and he was told.
    await context.clearCookies();
    await signInByApi(context, DEMO.repairer);
    await page.goto('/repairer/inprogress');
    await h1(page, 'Assigned Jobs').waitFor();
    await page
      .getByTestId('assigned-jobs-empty')
      .or(page.getByRole('article').first())
      .first()
      .waitFor();
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);

    await page.goto('/repairer/notifications');
    await h1(page, 'Notifications').waitFor();
    await page
      .getByTestId('notifications-list')
      .getByText(`The customer cancelled the request "${title}".`)
      .waitFor();

    const again = await repairerApiFor(DEMO.repairer, 'Demo@1234');
    try {
      expect(await rameshActiveJobs(again)).toBe(activeBefore - 1);
    } finally {
      await again.dispose();
    }
  });
});
