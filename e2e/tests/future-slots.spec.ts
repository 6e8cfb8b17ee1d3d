import { describe, expect, it } from 'vitest';
import {
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
  tomorrowInIndia,
} from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, toast } from '../support/ui.ts';
import {
  chooseIssue,
  enterAddressManually,
  stepHeading,
  submitRequest,
  wizardDialog,
} from '../support/wizard.ts';

/**
 * Issue 24, item 1: a visit from today up to 14 days ahead. The customer books tomorrow
 * evening in the wizard; the carpenter's board shows 'Tomorrow, Evening' and keeps it under
 * the Tomorrow filter, not under Today.
 */
const { openPage } = usePages();

/** Coimbatore: no other test sends work there, so the board shows this test's job only. */
const PINCODE = '641001';

describe('[USER][REPAIRER][SLOTS]: booking tomorrow evening', () => {
  it('the wizard books tomorrow evening and the board shows and filters it', async () => {
    const customerPage = await openPage('customer');
    const carpenter = await signUpRepairerByApi({
      fullname: 'Selvam Raj',
      pincode: PINCODE,
      service: 'carpentry',
    });
    await signUpUserByApi(customerPage.context(), 'Kavitha Subramanian');

    await customerPage.goto('/user/dashboard');
    await h1(customerPage, 'Welcome, Kavitha!').waitFor();
    await customerPage
      .getByRole('article', { name: 'Carpentry' })
      .getByRole('button', { name: 'Book Visit FREE' })
      .click();
    const wizard = wizardDialog(customerPage);
    await enterAddressManually(wizard, {
      fullAddress: '7, Race Course Road, near the park',
      pincode: PINCODE,
    });
    await wizard.getByRole('button', { name: 'Next' }).click();
    await stepHeading(wizard, 'Job Details').waitFor();
    await chooseIssue(wizard, 'Doors', 'Jammed door alignment');
    await wizard.getByLabel('Job description').fill('The main door sticks in the evenings.');

    // The days: today while a slot of it is open, then up to 14 days ahead, by name.
    const day = wizard.getByLabel('Visit date');
    const days = await day.locator('option').allTextContents();
    expect(days.length).toBeGreaterThanOrEqual(14);
    expect(days.length).toBeLessThanOrEqual(15);
    expect(days).toContain('Tomorrow');
    expect(days.at(-1)).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} \w{3} \d{4}$/);
    await day.selectOption({ label: 'Tomorrow' });
    // Every slot of tomorrow is open.
    const slot = wizard.getByLabel('Preferred time slot');
    expect(await slot.locator('option:not([disabled])').allTextContents()).toEqual([
      'Morning (9 AM-12 PM)',
      'Afternoon (12 PM-5 PM)',
      'Evening (5 PM-9 PM)',
      'Flexible (Anytime during the day)',
    ]);
    await slot.selectOption({ label: 'Evening (5 PM-9 PM)' });

    const created = customerPage.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/service-requests' && r.request().method() === 'POST',
    );
    await submitRequest(wizard);
    await toast(customerPage, 'Service Requested Successfully!').waitFor();
    const response = await created;
    expect(response.status()).toBe(201);
    const tomorrow = tomorrowInIndia();
    expect(((await response.json()) as { data: unknown }).data).toMatchObject({
      preferredDate: tomorrow,
      preferredTime: 'evening',
      preferredTimeSlot: { date: tomorrow, time: 'evening' },
    });
    const title = 'Jammed door alignment - Doors';
    await wizard.getByRole('button', { name: 'View My Services' }).click();
    const mine = customerPage.getByRole('article', { name: title });
    expect(await mine.getByTestId('request-visit').textContent()).toBe(
      'Tomorrow, Evening (5 PM-9 PM)',
    );

    // The carpenter's board: the day and slot on the card, and the day filter.
    const boardPage = await openPage('carpenter', 1280);
    await signInByApi(boardPage.context(), { role: 'repairer', ...carpenter }, TEST_PASSWORD);
    await boardPage.goto('/repairer/dashboard');
    await h1(boardPage, 'Welcome, Selvam Raj!').waitFor();
    await boardPage.getByRole('switch', { name: 'Available for jobs' }).click();
    await boardPage.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
    const card = boardPage.getByRole('article', { name: title });
    expect(await card.getByTestId('job-visit').textContent()).toBe('Tomorrow, Evening (5 PM-9 PM)');
    await card.getByText('Tomorrow', { exact: true }).waitFor();

    const filters = boardPage.getByRole('group', { name: 'Show jobs for' });
    const all = filters.getByRole('button', { name: 'All' });
    expect(await all.getAttribute('aria-pressed')).toBe('true');
    await filters.getByRole('button', { name: 'Today' }).click();
    await card.waitFor({ state: 'detached' });
    await boardPage.getByText('No jobs match your search').waitFor();
    await filters.getByRole('button', { name: 'Tomorrow' }).click();
    await card.waitFor();
    expect(
      await filters.getByRole('button', { name: 'Tomorrow' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await boardPage.getByTestId('nearby-jobs').getByRole('article').count()).toBe(1);
  });
});
