import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobAwaitingPayment, payByApi } from '../support/jobs.ts';
import { accessibilityProblems } from '../support/a11y.ts';
import { chooseOption, tabTo } from '../support/keyboard.ts';
import { usePages } from '../support/pages.ts';
import {
  DEMO,
  expectNoHorizontalScroll,
  h1,
  signInByApi,
  toast,
  waitForPath,
} from '../support/ui.ts';

/**
 * Issue 23, item 4: the admin's console. The e2e server pays out with the simulated provider,
 * which rejects payouts to RazorpayX's failing test UPI id (failure@razorpay): such a payout is
 * given up at once, with a dead letter, and waits for a person on the Payouts page.
 */
const { openPage } = usePages();

const REJECTED_UPI = 'failure@razorpay';
const REPAIRER = 'Girish Bhatt';

interface ListedPayout {
  id: string;
  status: string;
  attempts: number;
  repairer: { fullname: string };
  job: { id: string };
  deadLetteredAt: string | null;
}

async function payoutOf(page: Page, requestId: string): Promise<ListedPayout | undefined> {
  const res = await page.context().request.get('/api/admin/payouts?status=abandoned');
  const body = (await res.json()) as { payouts: ListedPayout[] };
  return body.payouts.find((p) => p.job.id === requestId);
}

/** Whether the chart's canvas has anything drawn on it. */
const drawn = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="${id}"]`);
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return false;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return pixels.some((value, i) => i % 4 === 3 && value > 0);
  }, testId);

/** Today's date in India, YYYY-MM-DD. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

describe('[ADMIN][CONSOLE]: overview, payouts and the audit log', () => {
  it('draws the overview, retries a payout that was given up, and logs the retry', async () => {
    const customerPage = await openPage('customer');
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Lata Menon',
      repairerName: REPAIRER,
      title: 'Kitchen shelf fixed',
      quoteRupees: 1300,
      repairerUpiId: REJECTED_UPI,
    });
    await payByApi(customerPage.context(), job);

    const page = await openPage('admin', 1280);
    await signInByApi(page.context(), DEMO.admin);
    await expect
      .poll(() => payoutOf(page, job.requestId), { timeout: 20_000 })
      .toMatchObject({
        status: 'abandoned',
        attempts: 1,
        deadLetteredAt: expect.any(String),
      });

    // The overview: both charts drawn, and today's figures in the table, as the server counts them.
    await page.goto('/admin/overview');
    await h1(page, 'Overview').waitFor();
    await page.getByTestId('requests-chart').waitFor();
    await expect.poll(() => drawn(page, 'requests-chart')).toBe(true);
    await expect.poll(() => drawn(page, 'money-chart')).toBe(true);
    const overview = (await (
      await page.context().request.get('/api/admin/overview?days=30')
    ).json()) as { days: { date: string; capturedPaise: number }[] };
    const today = overview.days.find((d) => d.date === todayInIndia())!;
    expect(today.capturedPaise).toBeGreaterThanOrEqual(130_000);
    const row = page.getByTestId('overview-table').locator(`tr[data-date="${today.date}"]`);
    await row.getByText(rupees(today.capturedPaise), { exact: true }).waitFor();
    await page.getByTestId('overview-totals').getByText('Captured', { exact: true }).waitFor();

    // Payouts, from the console's navigation: the one given up, with its dead letter; Retry.
    const nav = page.getByTestId('admin-tabs');
    await nav.getByRole('link', { name: 'Payouts' }).click();
    await h1(page, 'Payouts').waitFor();
    const card = page.getByRole('article', { name: REPAIRER });
    await card.getByTestId('payout-status').getByText('Given up', { exact: true }).waitFor();
    await card.getByText('In dead letters since', { exact: true }).waitFor();
    await card.getByText('Simulated: the UPI id was rejected', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Retry the payout to ${REPAIRER}` }).click();
    await toast(page, 'The payout is back on the queue.').waitFor();
    // Sent again with its own idempotency key: the provider rejects the same UPI id again.
    await expect
      .poll(() => payoutOf(page, job.requestId), { timeout: 20_000 })
      .toMatchObject({
        status: 'abandoned',
        attempts: 1,
      });

    // The audit log shows the retry, newest first, by the demo admin.
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await h1(page, 'Audit log').waitFor();
    const newest = page.getByTestId('audit-table').locator('tbody tr').first();
    await newest.getByText('Retried a payout', { exact: true }).waitFor();
    await newest.getByText(DEMO.admin.fullname, { exact: true }).waitFor();
    await newest.getByText('No reason given', { exact: true }).waitFor();
    expect(await newest.getAttribute('data-action')).toBe('payout.retry');
  });

  it('moves between the sections by keyboard on a phone, each page accessible', async () => {
    const page = await openPage('admin');
    await signInByApi(page.context(), DEMO.admin);
    await page.goto('/admin/dashboard');
    await h1(page, 'Admin Dashboard').waitFor();
    const nav = page.getByTestId('admin-tabs');
    for (const [path, title] of [
      ['/admin/overview', 'Overview'],
      ['/admin/payouts', 'Payouts'],
      ['/admin/audit-log', 'Audit log'],
    ] as const) {
      // The header's row is above the page: back from wherever the focus is.
      await tabTo(page, nav.getByRole('link', { name: title }), { backwards: true });
      await page.keyboard.press('Enter');
      await waitForPath(page, path);
      await h1(page, title).waitFor();
      await expectNoHorizontalScroll(page, path);
      expect(await accessibilityProblems(page), path).toEqual([]);
      if (path === '/admin/overview') {
        await chooseOption(page, page.getByLabel('Period'), 'Last 7 days');
        await expect
          .poll(() => page.getByTestId('overview-table').locator('tbody tr').count())
          .toBe(7);
      }
    }
  });
});
