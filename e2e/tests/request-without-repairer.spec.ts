import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { findRepairers, isRequestCreation } from '../support/search.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 2: a search that finds nobody saves nothing by itself; the customer may send
 * an open request through the full form, and a double click on Send creates one request.
 */
const { openPage } = usePages();

/** A search from the dashboard that finds no professional. */
async function searchFindingNone(page: Page, pincode: string, category: string) {
  await page.goto('/user/dashboard');
  await findRepairers(page, pincode, category);
  await page.getByRole('heading', { name: 'No immediate repairers found' }).waitFor();
}

async function myRequestCount(page: Page): Promise<number> {
  const res = await page.context().request.get('/api/service-requests/user/my-requests');
  return ((await res.json()) as { data: unknown[] }).data.length;
}

describe('[USER][SEARCH]: nothing is saved without the customer, and once', () => {
  it('two searches with nobody found save nothing; the form then sends one request on a double click', async () => {
    const page = await openPage('customer');
    await signUpUserByApi(page.context(), 'Rohan Desai');
    let creations = 0;
    page.on('request', (r) => {
      if (isRequestCreation(r.method(), r.url())) creations += 1;
    });

    // Searched twice (and reloaded): no request appears anywhere.
    await searchFindingNone(page, '400001', 'Painting');
    await page.getByText('No Painting professional serves 400001 right now.').waitFor();
    await page.getByText('Nothing has been saved yet.', { exact: false }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'No immediate repairers found' }).waitFor();
    await searchFindingNone(page, '400001', 'Painting');
    expect(creations).toBe(0);
    expect(await myRequestCount(page)).toBe(0);
    await page.getByRole('link', { name: 'Pending', exact: true }).click();
    await h1(page, 'Pending Requests').waitFor();
    await page.getByText('No pending requests').waitFor();

    // The customer asks: the same full form, for every professional near 400001.
    await page.goBack();
    await page.getByRole('heading', { name: 'No immediate repairers found' }).waitFor();
    await page.getByRole('button', { name: 'Request a Professional' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    await modal
      .getByText(
        "Send a Painting request to the professionals near 400001. We'll notify you when one accepts.",
      )
      .waitFor();
    expect(await modal.getByLabel('Pincode', { exact: true }).inputValue()).toBe('400001');
    await modal.getByLabel('Description').fill('Two bedrooms to repaint, walls only.');
    await modal.getByLabel('Full address').fill('Flat 7, Sea View Building, Colaba Causeway');
    await modal.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
    await modal.getByLabel('Preferred time slot').selectOption({ label: 'Morning (9 AM-12 PM)' });

    // A double click: both tries carry the form's one key; one request is created.
    const keys: string[] = [];
    page.on('request', (r) => {
      if (isRequestCreation(r.method(), r.url())) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await modal
      .getByRole('button', { name: 'Send Request' })
      .dblclick({ delay: 10 })
      .catch(() => undefined);
    await toast(
      page,
      "Your request has been saved! We'll notify you when a repairer is available.",
    ).waitFor();
    await modal.waitFor({ state: 'detached' });
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys).size).toBe(1);
    expect(await myRequestCount(page)).toBe(1);

    await page.getByRole('link', { name: 'View Pending Requests' }).click();
    await waitForPath(page, '/user/pending-service');
    const pending = page.getByRole('article', { name: 'Painting service request' });
    await pending.getByText('Flat 7, Sea View Building, Colaba Causeway - 400001').waitFor();
    expect(await pending.count()).toBe(1);
  });

  it('a retry of the same form after a lost answer creates no second request', async () => {
    const page = await openPage('customer');
    await signUpUserByApi(page.context(), 'Lata Pillai');
    await searchFindingNone(page, '744101', 'Plumbing');
    await page.getByRole('button', { name: 'Request a Professional' }).click();
    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    await modal.getByLabel('Description').fill('The kitchen sink is blocked.');
    await modal.getByLabel('Full address').fill('House 21, Aberdeen Bazaar');
    await modal.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
    await modal
      .getByLabel('Preferred time slot')
      .selectOption({ label: 'Flexible (Anytime during the day)' });

    // The first answer is lost on the way back (the server did create the request).
    let lost = false;
    await page.route('**/api/service-requests', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const send = modal.getByRole('button', { name: 'Send Request' });
    await send.click();
    await toast(
      page,
      'An error occurred while submitting your request. Please try again.',
    ).waitFor();
    expect(await myRequestCount(page)).toBe(1);
    await send.click();
    await toast(
      page,
      "Your request has been saved! We'll notify you when a repairer is available.",
    ).waitFor();
    expect(await myRequestCount(page)).toBe(1);
  });
});
