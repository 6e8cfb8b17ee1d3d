import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { usePages } from '../support/pages.ts';
import { jobAwaitingPayment } from '../support/jobs.ts';
import { h1, waitForPath } from '../support/ui.ts';

/**
 * Issue 23, item 2: a customer pays with the test checkout and downloads the receipt from the
 * payment page and from the completed services; the PDF parses and has the right number and
 * amount.
 */
const { openPage } = usePages();

/** Clicks a download link and returns the file's name and its PDF text. */
async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  const bytes = new Uint8Array(fs.readFileSync(path));
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { name: file.suggestedFilename(), text: text.replace(/\s+/g, ' ') };
}

describe('[USER][RECEIPT]: downloading the receipt of a paid job', () => {
  it('downloads the same numbered receipt from the payment page and the completed services', async () => {
    const page = await openPage('customer');
    const job = await jobAwaitingPayment(page.context(), {
      customerName: 'Lata Menon',
      repairerName: 'Imran Qureshi',
      title: 'Geyser thermostat swap',
      quoteRupees: 1450,
    });

    await page.goto(`/user/payment/${job.paymentId}`);
    await h1(page, 'Service Payment').waitFor();
    // No receipt before the payment.
    expect(await page.getByTestId('download-receipt').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: 'Pay ₹1,450.00' }).click();
    await waitForPath(page, `/review/${job.requestId}`);

    await page.goto(`/user/payment/${job.paymentId}`);
    await page.getByText('Payment has already been processed successfully.').waitFor();
    const fromPayment = await download(page, page.getByRole('link', { name: 'Download receipt' }));
    const number = /GS\/\d{4}-\d{2}\/\d{6}/.exec(fromPayment.text)?.[0];
    expect(number, fromPayment.text).toBeDefined();
    expect(fromPayment.name).toBe(`receipt-${number!.replaceAll('/', '-')}.pdf`);
    expect(fromPayment.text).toContain('1,450.00');
    expect(fromPayment.text).toContain('Rupees One Thousand Four Hundred Fifty Only');
    expect(fromPayment.text).toContain('Geyser thermostat swap');
    expect(fromPayment.text).toContain('Imran Qureshi');
    expect(fromPayment.text).toMatch(/pay_[A-Za-z0-9]{14}/);

    await page.goto('/user/completed-services');
    await h1(page, 'Completed Services').waitFor();
    const card = page.getByRole('article', { name: job.title });
    await card.waitFor();
    const fromList = await download(page, card.getByRole('link', { name: 'Download receipt' }));
    expect(fromList.name).toBe(fromPayment.name);
    expect(fromList.text).toContain(number!);
    expect(fromList.text).toContain('1,450.00');
  });
});
