import { addDays, todayInIndia } from '@gharseva/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessibilityProblems } from '../support/a11y.ts';
import { signUpUserByApi } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { findRepairers, isRequestCreation } from '../support/search.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';
import {
  chooseIssue,
  describeJob,
  enterAddressManually,
  stepHeading,
  submitRequest,
  wizardDialog,
} from '../support/wizard.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone, as issue 7's accessibility sweep uses. */
const PHONE = { width: 360, height: 740 };

let context: BrowserContext;
let page: Page;
beforeEach(async (test) => {
  context = await newContext(browser, test.task.name.includes('phone') ? PHONE : {});
  page = await context.newPage();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context.close();
});

const HOME = 'B-7, Saket, near the metro gate';

/** The wizard opened from Plumbing's card on the dashboard, at step 1. */
async function openPlumbingWizard(p: Page) {
  await p.goto('/user/dashboard');
  await h1(p, 'Welcome, Anjali!').waitFor();
  await p
    .getByRole('article', { name: 'Plumbing' })
    .getByRole('button', { name: 'Book Visit FREE' })
    .click();
  const wizard = wizardDialog(p);
  await stepHeading(wizard, 'Confirm Your Location').waitFor();
  return wizard;
}

/** The POST /api/service-requests the page sends next, with its JSON answer. */
function nextRequestCreation(p: Page) {
  return p
    .waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/service-requests' && r.request().method() === 'POST',
    )
    .then(async (r) => ({
      status: r.status(),
      body: (await r.json()) as {
        data: {
          title: string;
          location: { address: string; pincode: string };
          preferredTimeSlot: { date: string; time: string };
        };
      },
    }));
}

describe('[USER][ADDRESSES]: a customer books again from a saved address', () => {
  it('saves Home from the wizard, then books tomorrow evening with Home preselected', async () => {
    await signUpUserByApi(context, 'Anjali Desai');

    // First booking: no saved address yet, so the manual entry shows, and "Save this address
    // as" Home is ticked.
    let wizard = await openPlumbingWizard(page);
    expect(await wizard.getByTestId('saved-address-picker').count()).toBe(0);
    await enterAddressManually(wizard, { fullAddress: HOME, pincode: '110017' });
    await wizard.getByRole('checkbox', { name: 'Save this address as' }).check();
    expect(await wizard.getByRole('radio', { name: 'Home' }).isChecked()).toBe(true);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await stepHeading(wizard, 'Job Details').waitFor();
    await chooseIssue(wizard, 'Taps & Mixers', 'Tap leakage');
    await describeJob(wizard, {
      description: 'The kitchen tap drips all night.',
      timeSlot: 'Flexible (Anytime during the day)',
    });
    await submitRequest(wizard);
    await toast(page, 'Address saved as Home.').waitFor();
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'detached' });

    // The addresses page (from the header) lists it as the default.
    await page.getByRole('link', { name: 'Addresses' }).click();
    await waitForPath(page, '/user/addresses');
    await h1(page, 'Saved addresses').waitFor();
    const saved = page.getByTestId('saved-address');
    expect(await saved.count()).toBe(1);
    await saved.getByRole('heading', { name: /^Home/ }).waitFor();
    await saved.getByText('Default', { exact: true }).waitFor();
    await saved.getByText(HOME, { exact: true }).waitFor();

    // Second booking: Home is offered first and chosen; the manual entry stays hidden.
    wizard = await openPlumbingWizard(page);
    const picker = wizard.getByTestId('saved-address-picker');
    await picker.waitFor();
    const home = picker.getByRole('radio', { name: /^Home/ });
    expect(await home.isChecked()).toBe(true);
    await picker.getByText(HOME, { exact: true }).waitFor();
    expect(await wizard.getByRole('button', { name: 'Enter Manually' }).count()).toBe(0);
    // Use another address shows the entry; choosing Home again hides it.
    await picker.getByRole('radio', { name: /^Use another address/ }).check();
    await wizard.getByRole('button', { name: 'Enter Manually' }).waitFor();
    await home.check();
    await wizard.getByRole('button', { name: 'Enter Manually' }).waitFor({ state: 'detached' });

    await wizard.getByRole('button', { name: 'Next' }).click();
    await stepHeading(wizard, 'Job Details').waitFor();
    await chooseIssue(wizard, 'Drainage & Blockage', 'Kitchen sink blockage');
    // Tomorrow evening, from Home (issue 24's first browser test).
    await describeJob(wizard, {
      description: 'Water stands in the kitchen sink.',
      timeSlot: 'Evening (5 PM-9 PM)',
    });
    const created = nextRequestCreation(page);
    await submitRequest(wizard);
    const { status, body } = await created;
    expect(status).toBe(201);
    expect(body.data.location).toMatchObject({ address: HOME, pincode: '110017' });
    expect(body.data.preferredTimeSlot).toEqual({
      date: addDays(todayInIndia(new Date()), 1),
      time: 'evening',
    });

    // The customer's In Progress list shows the request at Home.
    await wizard.getByRole('button', { name: 'View My Services' }).click();
    await waitForPath(page, '/user/inprogress');
    const card = page.getByRole('article', { name: body.data.title });
    await card.getByText(`${HOME} - 110017`).waitFor();
    // Still one saved address: nothing was saved twice.
    const list = await page.request.get('/api/user/addresses');
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('shows the addresses page and the wizard picker accessibly on a phone', async () => {
    await signUpUserByApi(context, 'Anjali Desai');
    for (const label of ['Home', 'Office']) {
      const res = await page.request.post('/api/user/addresses', {
        headers: { origin: inject('baseURL') },
        data: {
          label,
          locationData: {
            fullAddress: `${label} street 4, Malviya Nagar`,
            pincode: '110017',
            captureMethod: 'manual',
          },
        },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/user/addresses');
    await h1(page, 'Saved addresses').waitFor();
    const office = page.getByTestId('saved-address').filter({ hasText: 'Office street' });
    await office.getByRole('button', { name: 'Make default' }).click();
    await toast(page, 'Office is now your default address.').waitFor();
    await office.getByText('Default', { exact: true }).waitFor();
    const problems = await accessibilityProblems(page);
    expect(problems, problems.join('\n')).toEqual([]);

    const wizard = await openPlumbingWizard(page);
    const picker = wizard.getByTestId('saved-address-picker');
    expect(await picker.getByRole('radio', { name: /^Office/ }).isChecked()).toBe(true);
    await picker.getByRole('radio', { name: /^Use another address/ }).check();
    await enterAddressManually(wizard, { fullAddress: HOME, pincode: '110017' });
    await wizard.getByRole('checkbox', { name: 'Save this address as' }).check();
    await wizard.getByRole('radio', { name: 'Other', exact: true }).check();
    await wizard.getByLabel('Your label').waitFor();
    const wizardProblems = await accessibilityProblems(page);
    expect(wizardProblems, wizardProblems.join('\n')).toEqual([]);
  });

  it("offers the saved address of the searched pincode in Ramesh's request form", async () => {
    const customer = await signUpUserByApi(context, 'Anjali Desai');
    const office = 'Tower B, DLF Square, Saket District Centre';
    for (const [label, fullAddress, pincode] of [
      ['Home', 'Flat 9, Bandra West', '400050'],
      ['Office', office, '110017'],
    ]) {
      const res = await page.request.post('/api/user/addresses', {
        headers: { origin: inject('baseURL') },
        data: { label, locationData: { fullAddress, pincode, captureMethod: 'manual' } },
      });
      expect(res.status()).toBe(201);
    }

    await page.goto('/user/dashboard');
    await h1(page, 'Welcome, Anjali!').waitFor();
    await findRepairers(page, '110017', 'Plumbing');
    await page
      .getByRole('article', { name: 'Ramesh Kumar' })
      .getByRole('button', { name: 'Request Service' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    const picker = modal.getByTestId('saved-address-picker');
    // Home (the default) is in Mumbai; the form takes the Office, in the searched pincode.
    expect(await picker.getByRole('radio', { name: /^Office/ }).isChecked()).toBe(true);
    expect(await modal.getByLabel('Full address').isVisible()).toBe(false);

    await modal.getByLabel('Description').fill('The office pantry tap leaks.');
    await modal.getByLabel('Preferred time slot').selectOption({
      label: 'Flexible (Anytime during the day)',
    });
    const created = page.waitForResponse((r) => isRequestCreation(r.request().method(), r.url()));
    await modal.getByRole('button', { name: 'Send Request' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      targeted: true,
      contactInfo: customer.phone,
      location: { address: office, pincode: '110017' },
    });
  });
});
