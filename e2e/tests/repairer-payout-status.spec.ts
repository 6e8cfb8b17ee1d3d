import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/accounts.ts';
import { jobAwaitingPayment, payByApi, type DueJob } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { DEMO, h1, signInByApi } from '../support/ui.ts';

/**
 * Issue 20, item 4: the professional's finished job says where his money is, from the payouts
 * ledger: waiting for the customer's payment, then paid out to his UPI id with the payout's
 * reference. The e2e server pays out with the simulated provider (every payout succeeds);
 * processing and failed payouts are covered by the API tests (repairer-payout-status.test.ts).
 */
const { openPage } = usePages();

const OLD_TEXT = 'Your payment is processed once the customer pays.';

/** The simulated provider's payout id: derived from the payout's idempotency key. */
const simulatedReference = (paymentId: string) =>
  `sim_${createHash('sha256').update(`payout_${paymentId}`).digest('hex').slice(0, 14)}`;

async function assignedCard(page: Page, job: DueJob): Promise<Locator> {
  await page.goto('/repairer/inprogress');
  await h1(page, 'Assigned Jobs').waitFor();
  const card = page.getByRole('article', { name: job.title });
  await card.waitFor();
  return card;
}

describe('[REPAIRER][PAYOUT]: the finished job shows where the money is', () => {
  it('says it waits for the customer, then that it was paid out to his UPI id with the reference', async () => {
    const customerPage = await openPage('customer');
    const repairerPage = await openPage('repairer', 1280);
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Sunita Rao',
      repairerName: 'Harish Chauhan',
      title: 'Wardrobe hinge replaced',
      quoteRupees: 1500,
    });
    await signInByApi(repairerPage.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);

    // Done and confirmed with the code, not paid yet.
    let card = await assignedCard(repairerPage, job);
    await card.getByText('Job Completed', { exact: true }).waitFor();
    const payout = card.getByTestId('payout-status');
    await payout.getByText("Waiting for the customer's payment", { exact: true }).waitFor();
    expect(await card.getByText(OLD_TEXT).count()).toBe(0);

    // The customer pays; the admin completes the job.
    await payByApi(customerPage.context(), job);
    const adminPage = await openPage('admin', 1280);
    await signInByApi(adminPage.context(), DEMO.admin);
    const completed = await adminPage
      .context()
      .request.fetch(`/api/admin/complete-service/${job.requestId}`, {
        method: 'PUT',
        headers: { origin: new URL(repairerPage.url()).origin },
      });
    expect(completed.ok(), await completed.text()).toBe(true);

    card = await assignedCard(repairerPage, job);
    await card.getByTestId('status-badge').getByText('Service Done!', { exact: true }).waitFor();
    await payout.getByText('Paid out', { exact: true }).waitFor();
    await payout.getByText('₹1,500.00 was sent to your UPI id on', { exact: false }).waitFor();
    await payout.getByText(`pro${job.repairer.phone}@okaxis`, { exact: true }).waitFor();
    await payout.getByText(simulatedReference(job.paymentId), { exact: true }).waitFor();
    expect(await card.getByText(OLD_TEXT).count()).toBe(0);
    expect(await card.getByText("Waiting for the customer's payment").count()).toBe(0);
  });
});
