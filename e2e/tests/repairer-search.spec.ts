import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpRepairerByApi, signUpUserByApi } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { findRepairers, isRequestCreation } from '../support/search.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';

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

describe('[USER][SEARCH]: professionals near a pincode, and a request sent to one', () => {
  it('lists the plumbers serving 110017 nearest first and sends one a request that waits in Pending', async () => {
    // A second plumber about 12 km away, in Connaught Place (the demo plumber is in 110017).
    await signUpRepairerByApi({
      fullname: 'Deepak Chauhan',
      pincode: '110001',
      service: 'plumbing',
    });
    await signUpUserByApi(context, 'Anjali Gupta');
    await page.goto('/user/dashboard');
    await h1(page, 'Welcome, Anjali!').waitFor();
    await findRepairers(page, '110017', 'Plumbing');
    await page.getByText('Plumbing professionals near 110017').waitFor();
    await page.getByText('(South Delhi, Delhi)').waitFor();
    await page
      .getByTestId('repairers-count')
      .getByText(/professionals found, nearest first$/)
      .waitFor();

    // Nearest first: the demo plumber in the same pincode, then the one in Connaught Place.
    const names = await page
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(names[0]).toBe('Ramesh Kumar');
    expect(names.indexOf('Deepak Chauhan')).toBeGreaterThan(0);
    const ramesh = page.getByRole('article', { name: 'Ramesh Kumar' });
    await ramesh.getByText('Less than 1 km away').waitFor();
    await ramesh.getByText('Malviya Nagar, New Delhi - 110017').waitFor();
    await ramesh
      .getByRole('list', { name: 'Services offered' })
      .getByText('Plumbing · work from ₹149')
      .waitFor();
    await ramesh.getByText('8 years of experience').waitFor();
    // No reviews yet: a new professional rather than a 0.0 rating.
    await ramesh.getByText('New on GharSeva').waitFor();
    const deepak = page.getByRole('article', { name: 'Deepak Chauhan' });
    await deepak.getByText(/^1[0-3](\.\d)? km away$/).waitFor();
    await deepak.getByText('Central Delhi, Delhi - 110001').waitFor();
    // No price set: the service alone, never a '₹0' (decision 034).
    await deepak
      .getByRole('list', { name: 'Services offered' })
      .getByText('Plumbing', { exact: true })
      .waitFor();
    await deepak.getByText('0 years of experience').waitFor();

    // 'Request Service': the form asks what the wizard asks (decision 033).
    await ramesh.getByRole('button', { name: 'Request Service' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    await modal
      .getByText(
        'Send a Plumbing request to Ramesh Kumar. They will confirm the price at the visit.',
      )
      .waitFor();
    const send = modal.getByRole('button', { name: 'Send Request' });
    await send.click();
    await toast(page, 'Please provide a description for your service request.').waitFor();
    await modal.getByLabel('Description').fill('The geyser leaks from the bottom valve.');
    await modal.getByLabel('Full address').fill('C-14, Malviya Nagar');
    await modal.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
    await modal.getByLabel('Preferred time slot').selectOption({ label: 'Morning (9 AM-12 PM)' });
    const created = page.waitForResponse((r) => isRequestCreation(r.request().method(), r.url()));
    await send.click();
    await toast(page, 'Service request submitted successfully for Ramesh Kumar!').waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(await ramesh.getByRole('button', { name: 'Request Sent' }).isDisabled()).toBe(true);
    expect(await deepak.getByRole('button', { name: 'Request Service' }).isEnabled()).toBe(true);
    const response = await created;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      title: 'Plumbing service request',
      serviceType: 'Plumbing',
      description: 'The geyser leaks from the bottom valve.',
      status: 'requested',
      targeted: true,
      repairer: { fullname: 'Ramesh Kumar' },
      location: { pincode: '110017', captureMethod: 'manual' },
    });

    // It waits in Pending, and In Progress names the professional it was sent to.
    await page.getByRole('link', { name: 'Pending', exact: true }).click();
    await h1(page, 'Pending Requests').waitFor();
    const pending = page.getByRole('article', { name: 'Plumbing service request' });
    await pending.getByText('C-14, Malviya Nagar - 110017').waitFor();
    await pending.getByTestId('status-badge').getByText('Requested', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'In Progress', exact: true }).click();
    await h1(page, 'In-Progress Services').waitFor();
    const card = page.getByRole('article', { name: 'Plumbing service request' });
    await card.getByText('Waiting for Ramesh Kumar to accept').waitFor();
    await card.getByText('Ramesh Kumar', { exact: true }).waitFor();
  });

  it('saves nothing by itself where nobody serves (744101), and offers the request form', async () => {
    await signUpUserByApi(context, 'Tenzin Dorjee');
    await page.goto('/user/dashboard');
    await h1(page, 'Welcome, Tenzin!').waitFor();
    let creations = 0;
    page.on('request', (r) => {
      if (isRequestCreation(r.method(), r.url())) creations += 1;
    });

    await findRepairers(page, '744101', 'Plumbing');
    await page.getByRole('heading', { name: 'No immediate repairers found' }).waitFor();
    await page.getByText('No Plumbing professional serves 744101 right now.').waitFor();
    await page.getByRole('button', { name: 'Request a Professional' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    await modal.getByLabel('Description').waitFor();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
    // A reload of the same search does not save it either.
    await page.reload();
    await page.getByRole('heading', { name: 'No immediate repairers found' }).waitFor();
    expect(creations).toBe(0);
  });

  it('checks the search form, and sends a visit without a search back to the dashboard', async () => {
    await signUpUserByApi(context, 'Gopal Krishnan');
    await page.goto('/user/dashboard');
    const finder = page.getByRole('region', { name: 'Find repairers near you' });
    await finder.getByRole('button', { name: 'Find Repairers' }).click();
    await toast(page, 'Please enter a valid 6-digit pincode.').waitFor();
    await finder.getByLabel('Pincode').fill('110017');
    await finder.getByRole('button', { name: 'Find Repairers' }).click();
    await toast(page, 'Please select a service category.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');

    await page.goto('/user/repairers');
    await toast(
      page,
      'Invalid service category or location data is missing. Please go back and select a service and location.',
    ).waitFor();
    await waitForPath(page, '/user/dashboard');
    await h1(page, 'Welcome, Gopal!').waitFor();
  });
});
