import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';
import { enterAddressManually, stepHeading, wizardDialog } from '../support/wizard.ts';

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

const LOGIN_FIRST = 'Please login to request a service.';

describe('[USER][REQUEST]: requesting a service needs a signed-in customer', () => {
  it('sends a signed-out visitor of /request-service to the login page with a toast', async () => {
    await page.goto('/request-service?service=Plumbing');
    await waitForPath(page, '/user/login');
    await toast(page, LOGIN_FIRST).waitFor();
    await h1(page, 'Welcome back').waitFor();
  });

  it("does the same from the public services page's Book button", async () => {
    await page.goto('/services#plumbing');
    await page
      .getByRole('region', { name: 'Plumbing', exact: true })
      .getByRole('link', { name: 'Book Plumbing' })
      .click();
    await waitForPath(page, '/user/login');
    await toast(page, LOGIN_FIRST).waitFor();
  });

  it('opens the wizard preset to the service for a signed-in customer', async () => {
    await signUpUserByApi(context, 'Nandini Joshi');
    await page.goto('/request-service?service=Plumbing');
    await waitForPath(page, '/user/dashboard');
    const wizard = wizardDialog(page);
    await stepHeading(wizard, 'Confirm Your Location').waitFor();
    await enterAddressManually(wizard, { fullAddress: '7, Park Street', pincode: '700016' });
    await wizard.getByRole('button', { name: 'Next' }).click();
    const serviceType = wizard.getByLabel('Main service type');
    expect(await serviceType.inputValue()).toBe('Plumbing');
    expect(await serviceType.isDisabled()).toBe(true);
    expect(await toast(page, LOGIN_FIRST).count()).toBe(0);
  });
});
