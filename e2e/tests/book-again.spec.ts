import { describe, expect, it } from 'vitest';
import { signUpUserByApi, tomorrowInIndia } from '../support/accounts.ts';
import { jobAwaitingPayment, JOB_PINCODE, payByApi, repairerApiFor } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';

/**
 * Issue 24, item 7: from Completed Services, 'Book again' sends a new direct request to the
 * same professional, filled with the earlier job's service, description and address.
 */
const { openPage } = usePages();

interface BoardJob {
  _id: string;
  title: string;
  serviceType: string;
  targeted: boolean;
  preferredDate: string;
  preferredTime: string;
}

describe('[USER][REPAIRER][BOOK-AGAIN]: a paid job booked again with its professional', () => {
  it('opens the request prefilled, sends it, and the carpenter gets it as his', async () => {
    const page = await openPage('customer');
    const job = await jobAwaitingPayment(page.context(), {
      customerName: 'Lakshmi Menon',
      repairerName: 'Joseph Thomas',
      title: 'Cupboard door repair',
    });
    await payByApi(page.context(), job);

    await page.goto('/user/completed-services');
    await h1(page, 'Completed Services').waitFor();
    const card = page.getByRole('article', { name: 'Cupboard door repair' });
    await card
      .getByRole('link', { name: 'Book again: Cupboard door repair, Joseph Thomas' })
      .click();
    await waitForPath(page, `/user/book-again/${job.requestId}`);

    const modal = page.getByRole('dialog', { name: 'Confirm Service Request' });
    await modal
      .getByText(
        'Send a Carpentry request to Joseph Thomas. They will confirm the price at the visit.',
      )
      .waitFor();
    await modal.getByTestId('request-note').waitFor();
    expect(await modal.getByLabel('Description').inputValue()).toBe(
      'The cupboard door has dropped and scrapes the floor.',
    );
    expect(await modal.getByLabel('Full address').inputValue()).toBe(
      '21, Civil Lines, near the water tower',
    );
    expect(await modal.getByLabel('Pincode', { exact: true }).inputValue()).toBe(JOB_PINCODE);
    expect(await modal.getByLabel('Contact phone').inputValue()).toBe('9876543210');
    await modal.getByLabel('Visit date').selectOption({ label: 'Tomorrow' });
    await modal.getByLabel('Preferred time slot').selectOption({ label: 'Evening (5 PM-9 PM)' });

    const created = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/service-requests' && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, 'Service request submitted successfully for Joseph Thomas!').waitFor();
    const response = await created;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({ repairerId: job.repairer.id, serviceType: 'Carpentry' });
    const newId = ((await response.json()) as { data: { _id: string } }).data._id;
    expect(newId).not.toBe(job.requestId);
    await waitForPath(page, '/user/inprogress');
    await page.getByRole('article', { name: 'Cupboard door repair' }).waitFor();

    // The carpenter's board has it, sent to him, for tomorrow evening.
    const carpenter = await repairerApiFor(job.repairer);
    try {
      const board = await carpenter.get('/api/repairer/nearby-jobs');
      const jobs = ((await board.json()) as { data: BoardJob[] }).data;
      expect(jobs.find((j) => j._id === newId)).toMatchObject({
        title: 'Cupboard door repair',
        serviceType: 'Carpentry',
        targeted: true,
        preferredDate: tomorrowInIndia(),
        preferredTime: 'evening',
      });
    } finally {
      await carpenter.dispose();
    }

    // Another customer cannot fill a request from this job.
    const other = await openPage('other');
    await signUpUserByApi(other.context(), 'Ritu Sharma');
    await other.goto(`/user/book-again/${job.requestId}`);
    await other
      .getByTestId('book-again-missing')
      .getByText('That earlier booking could not be found.')
      .waitFor();
    expect(await other.getByRole('dialog', { name: 'Confirm Service Request' }).count()).toBe(0);
  });
});
