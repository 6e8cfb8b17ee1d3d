import { inject, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/accounts.ts';
import { quotedJob } from '../support/jobs.ts';
import { codeSentTo, smsCount } from '../support/outbox.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, toast } from '../support/ui.ts';

/**
 * Issue 20, item 13 (decision 037): the completion code says the work is done, so the
 * professional sends it only once work has started ('Start Work' first), and only after
 * confirming; the server refuses it before work starts.
 */
const { openPage } = usePages();

const SEND = 'Confirm Completion & Send OTP';
const CONFIRM = 'Send the completion code to the customer?';

describe('[REPAIRER][COMPLETION]: the completion code waits for Start Work and asks first', () => {
  it('offers only Start Work after acceptance; sends the code after work starts and a confirmation', async () => {
    const customerPage = await openPage('customer');
    const job = await quotedJob(customerPage.context(), {
      customerName: 'Lata Mishra',
      repairerName: 'Vinod Saxena',
      title: 'Wardrobe hinge replacement',
      quoteRupees: 700,
    });
    const origin = { origin: inject('baseURL') };
    try {
      const accepted = await customerPage
        .context()
        .request.put(`/api/service-requests/user/${job.requestId}/accept-quote`, {
          headers: origin,
        });
      expect(accepted.ok(), await accepted.text()).toBe(true);

      // Right after the customer accepts, the code cannot be sent, not even by a direct call.
      const early = await job.repairerApi.post(
        `/api/service-requests/repairer/${job.requestId}/pending`,
        { headers: origin },
      );
      expect(early.status()).toBe(409);
      expect(((await early.json()) as { code: string }).code).toBe('INVALID_STATUS_TRANSITION');
      expect(smsCount(job.customer.phone, 'completion_otp')).toBe(0);
    } finally {
      await job.done();
    }

    const page = await openPage('repairer');
    await signInByApi(page.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);
    await page.goto('/repairer/inprogress');
    await h1(page, 'Assigned Jobs').waitFor();
    const card = page.getByRole('article', { name: job.title });
    await card.getByText('Quote Accepted', { exact: true }).waitFor();
    const start = card.getByRole('button', { name: 'Start Work' });
    await start.waitFor();
    // Start Work is the one step offered: no completion code before the work.
    expect(await card.getByRole('button', { name: SEND }).count()).toBe(0);

    await start.click();
    await toast(page, 'Work started. The customer has been told.').waitFor();
    await card.getByTestId('status-badge').getByText('In Progress', { exact: true }).waitFor();
    const send = card.getByRole('button', { name: SEND });

    // Sending asks first; 'Not Yet' sends nothing.
    await send.click();
    const dialog = page.getByRole('dialog', { name: CONFIRM });
    await dialog.getByRole('button', { name: 'Not Yet' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(smsCount(job.customer.phone, 'completion_otp')).toBe(0);
    await card.getByTestId('status-badge').getByText('In Progress', { exact: true }).waitFor();

    await send.click();
    await page
      .getByRole('dialog', { name: CONFIRM })
      .getByRole('button', { name: 'Send Code' })
      .click();
    await toast(page, 'OTP sent successfully!').waitFor();
    await card.getByTestId('status-badge').getByText('Pending OTP', { exact: true }).waitFor();
    expect(await codeSentTo(job.customer.phone, { kind: 'completion_otp' })).toMatch(/^\d{6}$/);
  });
});
