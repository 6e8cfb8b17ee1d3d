import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { TEST_PASSWORD } from '../support/accounts.ts';
import { call, quotedJob, type QuotedJob } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, toast } from '../support/ui.ts';

/**
 * Moving a visit (issue 24): the customer proposes a new date and slot on the job's card, the
 * carpenter accepts it on his (the customer then sees the new slot), or declines it (the
 * customer then cancels free of charge, though the quote was accepted).
 */
const { openPage } = usePages();

/** A job whose quote the customer (signed in on `page`) accepted: the visit is booked. */
async function acceptedJob(page: Page, title: string, names: [string, string]): Promise<QuotedJob> {
  const job = await quotedJob(page.context(), {
    customerName: names[0],
    repairerName: names[1],
    title,
  });
  await call(
    page.context().request,
    'PUT',
    `/api/service-requests/user/${job.requestId}/accept-quote`,
  );
  return job;
}

/** The customer opens the job's card and sends Tomorrow evening as the new date. */
async function proposeTomorrowEvening(page: Page, title: string) {
  await page.goto('/user/inprogress');
  await h1(page, 'In-Progress Services').waitFor();
  const card = page.getByRole('article', { name: title });
  await card
    .getByTestId('visit-when')
    .getByText('Visit: Tomorrow, Flexible', { exact: false })
    .waitFor();
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move the visit' });
  await dialog.getByLabel('Date').selectOption({ label: 'Tomorrow' });
  await dialog.getByLabel('Time slot').selectOption({ label: 'Evening (5 PM-9 PM)' });
  await dialog.getByRole('button', { name: 'Move the visit' }).click();
  await toast(page, 'The new date was sent to your repairer to confirm.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await card
    .getByText('Waiting for the repairer to confirm Tomorrow, Evening (5 PM-9 PM).')
    .waitFor();
  // One new date at a time: Reschedule is gone while it waits.
  await card.getByRole('button', { name: 'Withdraw new date' }).waitFor();
  return card;
}

describe('[USER][RESCHEDULE]: the customer moves the visit', () => {
  it('the carpenter accepts the new date and the customer sees the new slot', async () => {
    const title = 'Wardrobe hinge broken';
    const customer = await openPage('customer');
    const job = await acceptedJob(customer, title, ['Kavita Rao', 'Arjun Mehta']);
    try {
      const card = await proposeTomorrowEvening(customer, title);

      // The carpenter sees the new date on his job card and accepts it.
      const repairer = await openPage('repairer');
      await signInByApi(repairer.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);
      await repairer.goto('/repairer/inprogress');
      await h1(repairer, 'Assigned Jobs').waitFor();
      const jobCard = repairer.getByRole('article', { name: title });
      await jobCard
        .getByText('The customer asks to move the visit to Tomorrow, Evening (5 PM-9 PM).')
        .waitFor();
      await jobCard.getByRole('button', { name: 'Accept new date' }).click();
      await toast(repairer, 'The new date was accepted. The visit is moved.').waitFor();
      await jobCard.getByTestId('reschedule-proposal').waitFor({ state: 'detached' });

      // The customer's open page shows the new slot (the notification's push reads it again).
      await card
        .getByTestId('visit-when')
        .getByText('Visit: Tomorrow, Evening (5 PM-9 PM)')
        .waitFor();
      await card.getByTestId('reschedule-pending').waitFor({ state: 'detached' });
    } finally {
      await job.done();
    }
  });

  it('the carpenter declines; the visit stays and the customer cancels free of charge', async () => {
    const title = 'Kitchen shelf loose';
    const customer = await openPage('customer');
    const job = await acceptedJob(customer, title, ['Sunita Joshi', 'Vikram Singh']);
    try {
      const card = await proposeTomorrowEvening(customer, title);
      // No Cancel on an accepted quote until the carpenter declines.
      await card.getByRole('button', { name: 'Reschedule' }).waitFor({ state: 'detached' });
      if (await card.getByRole('button', { name: 'Cancel request' }).count()) {
        throw new Error('Cancel request offered on an accepted job before any decline');
      }

      await call(job.repairerApi, 'PUT', `/api/repairer/jobs/${job.requestId}/reschedule`, {
        decision: 'decline',
      });

      await customer.reload();
      await h1(customer, 'In-Progress Services').waitFor();
      await card
        .getByText(
          'Your repairer declined the new date. The visit stays as booked, and you may cancel free of charge.',
        )
        .waitFor();
      await card
        .getByTestId('visit-when')
        .getByText('Visit: Tomorrow, Flexible', { exact: false })
        .waitFor();

      await card.getByRole('button', { name: 'Cancel request' }).click();
      const confirm = customer.getByRole('dialog', { name: 'Cancel this request?' });
      await confirm.getByRole('button', { name: 'Yes, Cancel Request' }).click();
      await toast(customer, 'Request cancelled successfully!').waitFor();
      await card.waitFor({ state: 'detached' });
    } finally {
      await job.done();
    }
  });
});
