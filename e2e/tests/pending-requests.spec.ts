import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenRequestByApi, signUpUserByApi } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { h1, toast } from '../support/ui.ts';

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

describe('[USER][PENDING]: a customer cancels a request still waiting for a professional', () => {
  it('cancels after the confirmation, and the request shows as Cancelled in My Services', async () => {
    await signUpUserByApi(context, 'Leela Pillai');
    const keep = 'Blocked drain service request';
    const cancel = 'Leaking pipe service request';
    await createOpenRequestByApi(context, {
      title: keep,
      pincode: '400076',
      fullAddress: 'A-101, Hiranandani Gardens, Powai',
    });
    await createOpenRequestByApi(context, {
      title: cancel,
      pincode: '400076',
      fullAddress: 'B-204, Hiranandani Gardens, Powai',
    });

    await page.goto('/user/pending-service');
    await h1(page, 'Pending Requests').waitFor();
    const row = page.getByRole('article', { name: cancel });
    await row.getByText('B-204, Hiranandani Gardens, Powai - 400076').waitFor();
    await row.getByTestId('status-badge').getByText('Requested', { exact: true }).waitFor();

    // 'Keep Request' changes nothing.
    await row.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
    await confirm.getByText(`“${cancel}” will be cancelled`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Keep Request' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Yes, Cancel Request' }).click();
    await toast(page, 'Request cancelled successfully!').waitFor();
    await confirm.waitFor({ state: 'detached' });
    // Pending lists only what is still 'requested'.
    await row.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: keep }).waitFor();

    // My Services shows its status label: 'Cancelled'.
    await page.goto('/user/show-services');
    await h1(page, 'My Services').waitFor();
    const badge = page.getByRole('article', { name: cancel }).getByTestId('status-badge');
    expect((await badge.textContent())?.trim()).toBe('Cancelled');
    expect(await badge.getAttribute('data-status')).toBe('cancelled');
    await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await page.getByRole('article', { name: cancel }).waitFor();
    expect(await page.getByRole('article', { name: keep }).count()).toBe(0);

    // Cancelling the last one leaves the empty text.
    await page.goto('/user/pending-service');
    await page.getByRole('article', { name: keep }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Request' }).click();
    await toast(page, 'Request cancelled successfully!').waitFor();
    await page.getByText('No pending requests', { exact: true }).waitFor();
  });
});
