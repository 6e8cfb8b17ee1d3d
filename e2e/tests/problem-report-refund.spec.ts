import { describe, expect, it } from 'vitest';
import { jobAwaitingPayment, payByApi } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { DEMO, h1, signInByApi, toast } from '../support/ui.ts';

/**
 * Issue 23, item 3: a customer reports a problem after a paid job, the admin decides a
 * partial refund, the fake gateway refunds and sends its signed refund.processed webhook, and
 * the admin's page shows the refund processed and the recovery entry in the payouts ledger
 * (the e2e server's simulated payouts have already paid the repairer, so his share is owed back).
 */
const { openPage } = usePages();

describe('[USER][ADMIN][REFUND]: a problem report through a partial refund', () => {
  it('reports, decides ₹300 back, and shows the refund processed and the recovery entry', async () => {
    const customerPage = await openPage('customer', 1280);
    const title = 'Geyser thermostat replaced';
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Nandini Iyer',
      repairerName: 'Farhan Qureshi',
      title,
      quoteRupees: 1500,
    });
    await payByApi(customerPage.context(), job);

    // The customer reports a problem from Completed Services.
    await customerPage.goto('/user/completed-services');
    await h1(customerPage, 'Completed Services').waitFor();
    const card = customerPage.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = customerPage.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please choose what went wrong.').waitFor();
    await dialog.getByLabel('What went wrong?').selectOption({ label: 'Poor quality' });
    await dialog.getByLabel('Describe the problem').fill('The geyser still trips after an hour.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(customerPage, 'Your problem report was sent.').waitFor();
    await card.getByText('Status: Open').waitFor();
    expect(await card.getByRole('button', { name: 'Report a problem' }).count()).toBe(0);

    // The admin sees it with the job's history and decides a partial refund.
    const adminPage = await openPage('admin', 1280);
    await signInByApi(adminPage.context(), DEMO.admin);
    await adminPage.goto('/admin/disputes');
    await h1(adminPage, 'Problem reports').waitFor();
    const report = adminPage.getByRole('article', { name: title });
    await report.getByText('The geyser still trips after an hour.').waitFor();
    await report.getByText('Still refundable: ₹1,500.00').waitFor();
    await report.getByText('Job history').click();
    await report.getByText('Problem reported').waitFor();
    await report.getByLabel('Decision').selectOption({ label: 'Refund part' });
    await report.getByLabel('Refund amount (₹)').fill('300');
    await report.getByLabel('Note').fill('The thermostat works; the wiring was left loose.');
    await report.getByRole('button', { name: 'Record decision' }).click();
    await toast(adminPage, 'The decision was recorded.').waitFor();

    // Among the partly refunded reports: the refund, processed once the webhook arrived, and
    // the recovery entry (the repairer's payout had gone; no platform fee on this server).
    await adminPage.getByLabel('Show').selectOption({ label: 'Partly refunded' });
    const decided = adminPage.getByRole('article', { name: title });
    const refund = decided.getByTestId('dispute-refund');
    await decided
      .locator('[data-testid="dispute-refund"][data-status="processed"]')
      .waitFor({ timeout: 20_000 });
    expect(await refund.textContent()).toBe('₹300.00: processed');
    await decided.getByText('Still refundable: ₹1,200.00').waitFor();
    const recovery = decided.getByTestId('dispute-recovery');
    expect(await recovery.textContent()).toBe(
      '₹300.00 owed by the repairer, ₹0.00 recovered: outstanding',
    );
    await decided.getByText('₹1,500.00, sent').waitFor();

    // The customer sees the outcome on the job's card.
    await customerPage.reload();
    await card.getByText('Status: Partly refunded').waitFor();
    await card.getByText('Refund of ₹300.00: processed').waitFor();
  });
});
