import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/accounts.ts';
import { quotedJob, type QuotedJob } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 9: a notification opens what it is about. Clicking it (or pressing Enter on
 * it) marks it read and lands on the job card, the conversation or the page it names.
 */
const { openPage } = usePages();

let jobs: QuotedJob[] = [];
afterEach(async () => {
  await Promise.all(jobs.map((job) => job.done()));
  jobs = [];
});

/** The notification whose sentence contains `text`, on the notifications page. */
const notification = (page: Page, text: string) =>
  page.getByTestId('notifications-list').getByTestId('notification-item').filter({ hasText: text });

/** Waits until the focused element is the card whose `attribute` is `id`. */
async function waitForFocusedCard(page: Page, attribute: string, id: string) {
  await page.waitForFunction(
    ([name, value]) => document.activeElement?.getAttribute(name) === value,
    [attribute, id] as const,
  );
}

describe('[USER][REPAIRER][NOTIFICATIONS]: each notification opens what it is about', () => {
  it("takes the customer from 'You have a quote' to the job's card on In Progress", async () => {
    const page = await openPage('customer', 1280);
    const job = await quotedJob(page.context(), {
      customerName: 'Lata Menon',
      repairerName: 'Harish Bansal',
      title: 'Wardrobe hinge broken',
      quoteRupees: 450,
    });
    jobs.push(job);

    await page.goto('/user/notifications');
    await h1(page, 'Notifications').waitFor();
    const quote = notification(page, 'You have a quote of ₹450.00 for "Wardrobe hinge broken".');
    await quote.getByTestId('unread-dot').waitFor();
    // A real link, reachable by keyboard: focus it and press Enter.
    const link = quote.getByRole('link');
    expect(await link.getAttribute('href')).toBe(`/user/inprogress#request-${job.requestId}`);
    await link.focus();
    await page.keyboard.press('Enter');

    await waitForPath(page, '/user/inprogress');
    expect(new URL(page.url()).hash).toBe(`#request-${job.requestId}`);
    await h1(page, 'In-Progress Services').waitFor();
    // The job's own card is brought into view and focused, so its Accept Quote is next.
    await waitForFocusedCard(page, 'data-request-id', job.requestId);
    const card = page.locator(`[data-request-id="${job.requestId}"]`);
    await card.getByRole('button', { name: 'Accept Quote' }).waitFor();

    // It was marked read on the way.
    await page.goBack();
    await h1(page, 'Notifications').waitFor();
    await quote.waitFor();
    expect(await quote.getAttribute('data-read')).toBe('true');
  });

  it('takes the repairer from an accepted quote to his job card, and from a message to the chat', async () => {
    const customerPage = await openPage('customer', 1280);
    const repairerPage = await openPage('repairer', 1280);
    const job = await quotedJob(customerPage.context(), {
      customerName: 'Kavita Joshi',
      repairerName: 'Manoj Tiwari',
      title: 'Kitchen shelf loose',
      quoteRupees: 800,
    });
    jobs.push(job);
    await signInByApi(repairerPage.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);

    // The customer writes in the chat while the carpenter is elsewhere: he is notified.
    await customerPage.goto(`/user/chat/${job.requestId}`);
    const box = customerPage.getByRole('textbox', { name: 'Message' });
    await box.fill('Can you bring a new bracket?');
    await box.press('Enter');
    await customerPage
      .getByRole('log', { name: 'Message history' })
      .getByText('Can you bring a new bracket?', { exact: true })
      .waitFor();
    const conversation = await customerPage
      .context()
      .request.get(`/api/user/conversations/by-service/${job.requestId}`);
    const { conversationId } = (await conversation.json()) as { conversationId: string };

    // The customer accepts the quote: the carpenter is told.
    const accepted = await customerPage
      .context()
      .request.put(`/api/service-requests/user/${job.requestId}/accept-quote`, {
        headers: { origin: new URL(customerPage.url()).origin },
      });
    expect(accepted.ok()).toBe(true);

    await repairerPage.goto('/repairer/notifications');
    await h1(repairerPage, 'Notifications').waitFor();
    await notification(
      repairerPage,
      'Your quote of ₹800.00 for "Kitchen shelf loose" was accepted.',
    )
      .getByRole('link')
      .click();
    await waitForPath(repairerPage, '/repairer/inprogress');
    expect(new URL(repairerPage.url()).hash).toBe(`#request-${job.requestId}`);
    await waitForFocusedCard(repairerPage, 'data-request-id', job.requestId);

    await repairerPage.goto('/repairer/notifications');
    await h1(repairerPage, 'Notifications').waitFor();
    await notification(repairerPage, 'New message from Kavita Joshi').getByRole('link').click();
    await waitForPath(repairerPage, `/repairer/messages/${conversationId}`);
    await repairerPage
      .getByRole('log', { name: 'Message history' })
      .getByText('Can you bring a new bracket?', { exact: true })
      .waitFor();
  });
});
