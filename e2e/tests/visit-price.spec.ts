import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { DEMO, h1, signInByApi, waitForPath } from '../support/ui.ts';
import { wizardDialog } from '../support/wizard.ts';

/**
 * Issue 20, item 3 (decision 034): what a visit costs is said once, the same way, wherever a
 * customer decides to book and where a repairer sets his prices. The visit is free; the only
 * charge without work is the ₹150 fee for rejecting a quote after the visit. A repairer's own
 * price is what his work starts from, never a charge for the visit.
 */
const { openPage } = usePages();

const VISIT_NOTE = 'The visit is free. You pay ₹150 only if you reject the quote after the visit.';

/** The visit-price note inside `where`: the one sentence, word for word. */
async function expectVisitNote(where: Locator, place: string) {
  const note = where.getByTestId('visit-price-note').first();
  await note.waitFor();
  expect((await note.textContent())?.trim(), place).toBe(VISIT_NOTE);
}

/** No text in `where` offers a paid or charged visit ('visiting charge', 'cancellation fee'). */
async function expectNoVisitCharge(where: Locator, place: string) {
  const text = (await where.textContent()) ?? '';
  expect(text, place).not.toMatch(/visiting charge|cancellation fee/i);
}

async function openDashboard(page: Page, fullname: string) {
  await signUpUserByApi(page.context(), fullname);
  await page.goto('/user/dashboard');
  await h1(page, `Welcome, ${fullname.split(' ')[0]}!`).waitFor();
}

describe('[USER][REPAIRER][PRICES]: one message about what a visit costs', () => {
  it('says it on the landing page', async () => {
    const page = await openPage('visitor', 1280);
    await page.goto('/');
    const trust = page.getByRole('region', { name: 'Why book with GharSeva' });
    await expectVisitNote(trust, 'landing page');
    await expectNoVisitCharge(page.locator('body'), 'landing page');
  });

  it('says it on every service card and in the wizard', async () => {
    const page = await openPage('customer', 1280);
    await openDashboard(page, 'Pooja Nair');
    const cards = page.locator('[data-testid^="service-card-"]');
    expect(await cards.count()).toBe(13);
    for (const card of await cards.all()) {
      await card.getByRole('button', { name: 'Book Visit FREE' }).waitFor();
      await expectVisitNote(card, `service card ${await card.getAttribute('data-testid')}`);
    }
    await expectNoVisitCharge(page.locator('main'), 'dashboard');

    await page.getByTestId('service-card-plumbing').getByRole('button').click();
    const wizard = wizardDialog(page);
    await expectVisitNote(wizard, 'wizard, location step');
    await wizard.getByRole('button', { name: 'Enter Manually' }).click();
    await wizard.getByLabel('Full address').fill('14, Shivaji Marg, near the post office');
    await wizard.getByLabel('Pincode', { exact: true }).fill('110017');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('heading', { name: 'Job Details' }).waitFor();
    await expectVisitNote(wizard, 'wizard, details step');
  });

  it("says it on the repairer cards in search, with the repairer's price as what work starts from", async () => {
    const page = await openPage('customer', 1280);
    await openDashboard(page, 'Sneha Kulkarni');
    const finder = page.getByRole('region', { name: 'Find repairers near you' });
    await finder.getByLabel('Pincode').fill('110017');
    await finder.getByLabel('Service category').selectOption({ label: 'Plumbing' });
    await finder.getByRole('button', { name: 'Find Repairers' }).click();
    await waitForPath(page, '/user/repairers');
    const ramesh = page.getByRole('article', { name: 'Ramesh Kumar' });
    await ramesh
      .getByRole('list', { name: 'Services offered' })
      .getByText('Plumbing · work from ₹149', { exact: true })
      .waitFor();
    await expectVisitNote(ramesh, 'repairer card');
    await expectNoVisitCharge(ramesh, 'repairer card');
  });

  it("says it in the repairer's profile form, where he sets what his work starts from", async () => {
    const page = await openPage('repairer', 1280);
    await signInByApi(page.context(), DEMO.repairer);
    await page.goto('/repairer/profile');
    await h1(page, 'My Profile').waitFor();
    await page.getByText('Plumbing · work from ₹149', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByLabel('Work from (₹), row 1').waitFor();
    await expectVisitNote(form, 'repairer profile form');
    await expectNoVisitCharge(form, 'repairer profile form');
  });
});
