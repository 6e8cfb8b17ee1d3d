import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpRepairerByApi, signUpUserByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import {
  cancelByApi,
  confirmDoneByApi,
  JOB_PINCODE,
  payByApi,
  quoteByApi,
  repairerApiFor,
  takenJob,
} from '../support/jobs.ts';
import { h1, signInByApi } from '../support/ui.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let customerContext: BrowserContext;
let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  customerContext = await newContext(browser);
  context = await newContext(browser, { width: 1280, height: 900 });
  page = await context.newPage();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context.close();
  await customerContext.close();
});

/** The text of a tile's part ('', when the tile has no such part). */
async function part(tile: string, which: 'value' | 'hint' | 'change'): Promise<string> {
  const testId = which === 'value' ? `stat-${tile}-value` : `stat-${tile}-${which}`;
  const found = page.getByTestId(testId);
  if ((await found.count()) === 0) return '';
  return ((await found.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('[REPAIRER][STATS]: the dashboard tiles say what they count', () => {
  it('shows this month against last month, the rating overall and the active jobs now', async () => {
    // A new carpenter (offline, so the dashboard shows the figures) and one customer.
    const carpenter = await signUpRepairerByApi({
      fullname: 'Harish Saini',
      pincode: JOB_PINCODE,
      service: 'carpentry',
    });
    const customer = await signUpUserByApi(customerContext, 'Kavita Joshi');
    const api = await repairerApiFor(carpenter);
    try {
      // Done and paid this month: ₹1,200.
      const done = await takenJob(customerContext, api, { title: 'Wardrobe hinge' });
      await quoteByApi(api, done, 1200);
      const paymentId = await confirmDoneByApi(customerContext, api, customer.phone, done);
      await payByApi(customerContext, {
        customer,
        repairer: carpenter,
        requestId: done,
        title: 'Wardrobe hinge',
        paymentId,
      });
      // Two jobs in hand: one waiting for his quote, one quoted.
      await takenJob(customerContext, api, { title: 'Bed frame joint' });
      const quoted = await takenJob(customerContext, api, { title: 'Kitchen shelf' });
      await quoteByApi(api, quoted, 800);
      // Taken, then withdrawn by the customer: not his any more.
      const withdrawn = await takenJob(customerContext, api, { title: 'Door latch' });
      await cancelByApi(customerContext, withdrawn);
    } finally {
      await api.dispose();
    }

    await signInByApi(
      context,
      { role: 'repairer', phone: carpenter.phone, fullname: carpenter.fullname },
      TEST_PASSWORD,
    );
    await page.goto('/repairer/dashboard');
    await h1(page, 'Welcome, Harish Saini!').waitFor();
    await page.getByTestId('stat-active-jobs').waitFor();

    const tiles = {} as Record<string, { value: string; hint: string; change: string }>;
    for (const tile of ['jobs-completed', 'earnings', 'average-rating', 'active-jobs']) {
      tiles[tile] = {
        value: await part(tile, 'value'),
        hint: await part(tile, 'hint'),
        change: await part(tile, 'change'),
      };
    }
    expect(tiles).toEqual({
      // Nothing the month before: from nothing to something reads +100%.
      'jobs-completed': { value: '1', hint: 'This month', change: '+100% vs last month' },
      earnings: { value: '₹1,200', hint: 'This month', change: '+100% vs last month' },
      // No reviews yet: the overall average did not move this month.
      'average-rating': { value: '0.0', hint: 'All time', change: '0.0 this month' },
      // The two jobs in hand; a count of now has no month to compare with.
      'active-jobs': { value: '2', hint: 'Right now', change: '' },
    });
    expect(await page.getByTestId('stat-active-jobs').textContent()).not.toContain('last month');

    // Analytics: the totals say they are all-time figures.
    await page.goto('/repairer/analytics');
    await h1(page, 'Analytics').waitFor();
    const jobs = page.getByTestId('analytics-jobs-completed');
    await jobs.getByText('All time', { exact: true }).waitFor();
    expect(await jobs.getByRole('definition').textContent()).toBe('1');
    const earnings = page.getByTestId('analytics-total-earnings');
    await earnings.getByText('All time', { exact: true }).waitFor();
    expect(await earnings.getByRole('definition').textContent()).toBe('₹1,200');
  });
});
