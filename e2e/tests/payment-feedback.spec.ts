import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { jobAwaitingPayment, jobWithRejectedQuote, type DueJob } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 13 (decision 037): what the payment pages tell the customer when they close
 * the checkout without paying, when the link is not theirs, and, once paid, what they paid
 * with (the payment reference, the date and time in India, the method).
 */
const { openPage } = usePages();

const CANCELLED = 'Payment cancelled. You have not been charged.';
const NOT_FOUND = 'This payment was not found in your account.';

const testCheckout = (page: Page): Locator => page.getByRole('dialog', { name: 'Test checkout' });

async function openPaymentPage(page: Page, job: DueJob): Promise<Locator> {
  await page.goto(`/user/payment/${job.paymentId}`);
  await h1(page, 'Service Payment').waitFor();
  await page.getByRole('heading', { name: job.title, exact: true }).waitFor();
  return page.getByRole('button', { name: 'Pay Now' });
}

/** Today's day of the month and year in India, as the app writes a date ('27 Nov 2026'). */
function indiaToday(): { day: string; year: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), year: part('year') };
}

describe('[USER][PAYMENT]: cancelling the checkout', () => {
  it('says the payment was cancelled and nothing charged; Pay Now works again', async () => {
    const page = await openPage('customer');
    const job = await jobAwaitingPayment(page.context(), {
      customerName: 'Divya Menon',
      repairerName: 'Kishore Patil',
      title: 'Sliding door track',
      quoteRupees: 900,
    });
    const payNow = await openPaymentPage(page, job);
    // The status line under the button (role status, read out when it changes).
    const status = page.getByRole('status').filter({ hasText: CANCELLED });

    await payNow.click();
    const checkout = testCheckout(page);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'detached' });
    await status.waitFor();
    await expect.poll(() => payNow.isEnabled()).toBe(true);
    expect(await payNow.getAttribute('aria-disabled')).toBeNull();

    // The next attempt replaces the message, and pays.
    await payNow.click();
    await checkout.waitFor();
    expect(await status.count()).toBe(0);
    await checkout.getByRole('button', { name: 'Pay ₹900.00' }).click();
    await toast(page, 'Payment verified successfully!').waitFor();
  });

  it('says the same on the rejection-fee page', async () => {
    const page = await openPage('customer');
    const job = await jobWithRejectedQuote(page.context(), {
      customerName: 'Ankit Jain',
      repairerName: 'Ramesh Gupta',
      title: 'Loft shelf fixing',
    });
    await page.goto(`/rejection-fee/${job.paymentId}`);
    await h1(page, 'Rejection Fee').waitFor();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await pay.click();
    const checkout = testCheckout(page);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: CANCELLED }).waitFor();
    await expect.poll(() => pay.isEnabled()).toBe(true);
  });
});

describe("[USER][PAYMENT]: another customer's payment link", () => {
  it('says the payment is not in their account, not that the API failed', async () => {
    const ownerPage = await openPage('owner');
    const job = await jobAwaitingPayment(ownerPage.context(), {
      customerName: 'Pooja Desai',
      repairerName: 'Manoj Tiwari',
      title: 'Balcony door bolt',
    });

    const page = await openPage('stranger');
    await signUpUserByApi(page.context(), 'Rahul Khanna');
    await page.goto(`/user/payment/${job.paymentId}`);
    await h1(page, 'Service Payment').waitFor();
    await page.getByRole('alert').getByText(NOT_FOUND).waitFor();
    expect(await page.getByText('Failed to load payment details from API.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    expect(await page.getByText(job.title).count()).toBe(0);

    // The rejection-fee page of another account's payment says the same.
    await page.goto(`/rejection-fee/${job.paymentId}`);
    await h1(page, 'Rejection Fee').waitFor();
    await page.getByRole('alert').getByText(NOT_FOUND).waitFor();
  });
});

describe('[USER][PAYMENT]: the paid page', () => {
  it('shows the payment reference, the date and time in India and the method', async () => {
    const page = await openPage('customer');
    const job = await jobAwaitingPayment(page.context(), {
      customerName: 'Nisha Verma',
      repairerName: 'Suresh Rawat',
      title: 'Main door closer',
      quoteRupees: 1350,
    });
    const payNow = await openPaymentPage(page, job);
    await payNow.click();
    const verified = page.waitForRequest((r) =>
      new URL(r.url()).pathname.endsWith('/verify-and-transfer-payment'),
    );
    await testCheckout(page).getByRole('button', { name: 'Pay ₹1,350.00' }).click();
    const sent = (await verified).postDataJSON() as {
      transactionDetails: { razorpay_payment_id: string };
    };
    const reference = sent.transactionDetails.razorpay_payment_id;
    expect(reference).toMatch(/^pay_/);
    await waitForPath(page, `/review/${job.requestId}`);

    // Back on the payment link: paid, with what the customer needs to keep.
    await page.goto(`/user/payment/${job.paymentId}`);
    await page.getByText('Payment has already been processed successfully.').waitFor();
    await page.getByText('Amount paid').waitFor();
    const receipt = page.locator('dl', { has: page.getByText('Payment reference') });
    await receipt.waitFor();
    const facts = await receipt.evaluate((dl) =>
      Object.fromEntries(
        Array.from(dl.querySelectorAll('dt')).map((dt) => [
          dt.textContent?.trim() ?? '',
          dt.nextElementSibling?.textContent?.trim() ?? '',
        ]),
      ),
    );
    expect(facts['Payment reference']).toBe(reference);
    const { day, year } = indiaToday();
    expect(facts['Paid on (India time)']).toMatch(
      new RegExp(`^${day} \\S+ ${year}, \\d{1,2}:\\d{2} [ap]m$`),
    );
    expect(facts['Paid with']).toBe('UPI');
  });
});
