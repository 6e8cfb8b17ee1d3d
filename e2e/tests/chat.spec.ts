import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../support/accounts.ts';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { jobAwaitingPayment, payByApi, quotedJob, type QuotedJob } from '../support/jobs.ts';
import {
  DEMO,
  expectNoHorizontalScroll,
  h1,
  signInByApi,
  toast,
  waitForPath,
} from '../support/ui.ts';

/**
 * The realtime side in two browsers: the customer's context and the professional's, each
 * with its own cookies and its own socket, on the same server. Nothing here reloads a page
 * to see what the other side did.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let contexts: BrowserContext[] = [];
let pages: Record<string, Page> = {};
let jobs: QuotedJob[] = [];
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') {
    for (const [who, page] of Object.entries(pages)) {
      await screenshotOnFailure(page, `${test.task.name} (${who})`).catch(() => undefined);
    }
  }
  await Promise.all(jobs.map((job) => job.done()));
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
  pages = {};
  jobs = [];
});

async function openPage(who: string, width = 1280): Promise<Page> {
  const context = await newContext(browser, { width, height: width < 768 ? 844 : 900 });
  contexts.push(context);
  const page = await context.newPage();
  pages[who] = page;
  return page;
}

/**
 * A customer (signed in on `customerPage`) and a new carpenter (signed in on `repairerPage`)
 * with a quoted job between them: its chat is open.
 */
async function chattingPair(
  customerPage: Page,
  repairerPage: Page | null,
  names: { customerName: string; repairerName: string; title: string },
) {
  const job = await quotedJob(customerPage.context(), names);
  jobs.push(job);
  if (repairerPage) {
    await signInByApi(repairerPage.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);
  }
  const res = await customerPage
    .context()
    .request.get(`/api/user/conversations/by-service/${job.requestId}`);
  const { conversationId } = (await res.json()) as { conversationId: string };
  return { job, conversationId };
}

const messageLog = (page: Page): Locator => page.getByRole('log', { name: 'Message history' });
const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });

/** Types a message and sends it with the Enter key. */
async function sendWithEnter(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await messageLog(page).getByText(text, { exact: true }).waitFor();
  expect(await messageBox(page).inputValue()).toBe('');
}

/** The header badge of messages or notifications, by its test id. */
const badge = (page: Page, testId: 'messages-badge' | 'notification-badge'): Locator =>
  page.getByRole('navigation', { name: 'Account' }).getByTestId(testId);

describe('[USER][REPAIRER][CHAT]: realtime chat and notifications in two browsers', () => {
  it('chats live both ways; Enter sends; the unread marker and badge show away from the chat and clear on opening it', async () => {
    const customerPage = await openPage('customer');
    const repairerPage = await openPage('repairer', 390);
    const { job, conversationId } = await chattingPair(customerPage, repairerPage, {
      customerName: 'Kavya Reddy',
      repairerName: 'Arjun Meena',
      title: 'Cupboard door hinge',
    });

    // The professional waits on the conversation list (a phone: the list alone shows).
    await repairerPage.goto('/repairer/messages');
    await h1(repairerPage, 'Messages').waitFor();
    const item = repairerPage
      .getByTestId('conversation-item')
      .filter({ has: repairerPage.getByText('Cupboard door hinge') });
    await item.getByText('No messages yet').waitFor();
    expect(await item.getAttribute('data-unread')).toBe('0');

    // The customer opens the chat from the In Progress card and writes; Enter sends.
    await customerPage.goto('/user/inprogress');
    await customerPage
      .getByRole('article', { name: job.title })
      .getByRole('link', { name: 'Chat' })
      .click();
    await waitForPath(customerPage, `/user/chat/${job.requestId}`);
    await h1(customerPage, job.title).waitFor();
    await customerPage.getByText('with Arjun Meena').waitFor();
    await sendWithEnter(customerPage, 'Namaste! Can you come at 5 pm today?');

    // The professional's list and header show it unread, without a reload.
    await item.getByText('Namaste! Can you come at 5 pm today?').waitFor();
    await item.getByTestId('unread-marker').getByText('1', { exact: true }).waitFor();
    await badge(repairerPage, 'messages-badge').getByText('1', { exact: true }).waitFor();

    // Opening it shows the message; the marker and the badge clear.
    await item.click();
    await waitForPath(repairerPage, `/repairer/messages/${conversationId}`);
    await repairerPage.getByRole('heading', { name: 'Chat with Kavya Reddy' }).waitFor();
    await repairerPage.getByText('Job: Cupboard door hinge').waitFor();
    await messageLog(repairerPage).getByText('Namaste! Can you come at 5 pm today?').waitFor();
    await badge(repairerPage, 'messages-badge').waitFor({ state: 'detached' });

    // The reply: Shift+Enter makes a new line, Enter sends; the customer sees it arrive.
    await messageBox(repairerPage).fill('Yes, I can.');
    await messageBox(repairerPage).press('Shift+Enter');
    await messageBox(repairerPage).pressSequentially('I will bring new hinges.');
    expect(await messageBox(repairerPage).inputValue()).toBe(
      'Yes, I can.\nI will bring new hinges.',
    );
    // The customer, in the chat, reads it as it comes (the conversation is marked read).
    const read = customerPage.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        new URL(r.url()).pathname === `/api/user/conversations/${conversationId}/read`,
    );
    await messageBox(repairerPage).press('Enter');
    await messageLog(customerPage).getByText('I will bring new hinges.').waitFor();
    expect((await read).ok()).toBe(true);
    await messageLog(repairerPage).getByText('I will bring new hinges.').waitFor();
    // Blank text is not sent.
    await messageBox(customerPage).fill('   ');
    await messageBox(customerPage).press('Enter');
    expect(await customerPage.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    // Away from the chat, the customer's header counts the professional's next message.
    await customerPage.goto('/user/dashboard');
    await h1(customerPage, 'Welcome, Kavya!').waitFor();
    await sendWithEnter(repairerPage, 'Reaching in 10 minutes.');
    await badge(customerPage, 'messages-badge').getByText('1', { exact: true }).waitFor();

    // Messages on a wide screen opens the latest conversation by itself, which reads it.
    await customerPage
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: /Messages/ })
      .click();
    await waitForPath(customerPage, `/user/messages/${conversationId}`);
    await messageLog(customerPage).getByText('Reaching in 10 minutes.').waitFor();
    await badge(customerPage, 'messages-badge').waitFor({ state: 'detached' });
    const mine = customerPage.getByRole('link', { name: /Arjun Meena/ });
    expect(await mine.getAttribute('aria-current')).toBe('page');
    expect(await mine.getAttribute('data-unread')).toBe('0');
  });

  it('shows a new quote on the notifications page and in the badge as it arrives', async () => {
    const customerPage = await openPage('customer');
    const { job } = await chattingPair(customerPage, null, {
      customerName: 'Farah Siddiqui',
      repairerName: 'Gopal Rathore',
      title: 'Sliding window stuck',
    });

    await customerPage.goto('/user/notifications');
    await h1(customerPage, 'Notifications').waitFor();
    const list = customerPage.getByTestId('notifications-list');
    await list.getByText('You have a quote of ₹1,200.00 for "Sliding window stuck".').waitFor();
    const before = Number(await badge(customerPage, 'notification-badge').textContent());
    expect(before).toBeGreaterThanOrEqual(2);

    // The carpenter revises the quote (through the API, as their screen would).
    const res = await job.repairerApi.fetch(
      `/api/service-requests/repairer/${job.requestId}/quote`,
      {
        method: 'PUT',
        headers: { origin: new URL(customerPage.url()).origin },
        data: { estimatedPrice: 1500 },
      },
    );
    expect(res.ok()).toBe(true);

    const fresh = list
      .getByTestId('notification-item')
      .filter({ hasText: 'You have a quote of ₹1,500.00 for "Sliding window stuck".' });
    await fresh.waitFor();
    await fresh.getByText('Just now').waitFor();
    await fresh.getByTestId('unread-dot').waitFor();
    await badge(customerPage, 'notification-badge')
      .getByText(String(before + 1), { exact: true })
      .waitFor();
    // The newest is first.
    expect(await list.getByTestId('notification-item').first().textContent()).toContain(
      '₹1,500.00',
    );

    // Clicking opens the job's card and marks it read.
    await fresh.getByRole('link').click();
    await waitForPath(customerPage, '/user/inprogress');
    await customerPage.goBack();
    await h1(customerPage, 'Notifications').waitFor();
    await fresh.getByTestId('unread-dot').waitFor({ state: 'detached' });
    expect(await fresh.getAttribute('data-read')).toBe('true');
    await badge(customerPage, 'notification-badge')
      .getByText(String(before), { exact: true })
      .waitFor();
  });

  it('closes the chat in both browsers when the customer rejects the quote', async () => {
    const customerPage = await openPage('customer');
    const repairerPage = await openPage('repairer');
    const { job, conversationId } = await chattingPair(customerPage, repairerPage, {
      customerName: 'Ishaan Malhotra',
      repairerName: 'Devendra Solanki',
      title: 'Loose bed frame',
    });

    await customerPage.goto(`/user/chat/${job.requestId}`);
    await repairerPage.goto(`/repairer/messages/${conversationId}`);
    await repairerPage.getByRole('heading', { name: 'Chat with Ishaan Malhotra' }).waitFor();
    await sendWithEnter(customerPage, 'The quote is too high for me, sorry.');
    await messageLog(repairerPage).getByText('The quote is too high for me, sorry.').waitFor();

    const res = await customerPage
      .context()
      .request.fetch(`/api/service-requests/user/${job.requestId}/reject-quote`, {
        method: 'PUT',
        headers: { origin: new URL(customerPage.url()).origin },
      });
    expect(res.ok()).toBe(true);

    for (const page of [customerPage, repairerPage]) {
      await toast(page, 'Chat ended: The quote was rejected.').waitFor();
      await messageBox(page).waitFor({ state: 'detached' });
      // The history stays readable.
      await messageLog(page).getByText('The quote is too high for me, sorry.').waitFor();
    }
    await customerPage.getByTestId('chat-closed').getByText('Chat is closed.').waitFor();
    await repairerPage
      .getByTestId('chat-closed')
      .getByText('This chat is closed (Job Rejected).')
      .waitFor();
    // The professional's list tags it closed.
    await repairerPage
      .getByRole('link', { name: /Ishaan Malhotra/ })
      .getByText('Closed', { exact: true })
      .waitFor();
  });

  it('closes the chat in both browsers when the admin completes the paid job', async () => {
    const customerPage = await openPage('customer');
    const repairerPage = await openPage('repairer');
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Lata Deshmukh',
      repairerName: 'Gopal Rathore',
      title: 'Sagging shelf fixed',
    });
    await payByApi(customerPage.context(), job);
    await signInByApi(repairerPage.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);
    const res = await repairerPage
      .context()
      .request.get(`/api/repairer/conversations/by-service/${job.requestId}`);
    const { conversationId } = (await res.json()) as { conversationId: string };

    await customerPage.goto(`/user/chat/${job.requestId}`);
    await repairerPage.goto(`/repairer/messages/${conversationId}`);
    await repairerPage.getByRole('heading', { name: 'Chat with Lata Deshmukh' }).waitFor();
    await sendWithEnter(repairerPage, 'Thank you for the payment!');
    await messageLog(customerPage).getByText('Thank you for the payment!').waitFor();

    // The admin marks the paid job complete, through the same call as the dashboard.
    const admin = await newContext(browser, { width: 1280, height: 900 });
    contexts.push(admin);
    await signInByApi(admin, DEMO.admin);
    const completed = await admin.request.fetch(`/api/admin/complete-service/${job.requestId}`, {
      method: 'PUT',
      headers: { origin: new URL(customerPage.url()).origin },
    });
    expect(completed.ok()).toBe(true);

    for (const page of [customerPage, repairerPage]) {
      await toast(page, 'Chat ended: The job was completed.').waitFor();
      await messageBox(page).waitFor({ state: 'detached' });
    }
    await repairerPage
      .getByTestId('chat-closed')
      .getByText('This chat is closed (Job Completed).')
      .waitFor();
  });

  it('shows one pane at a time on a 390 px phone: the list, a conversation, and back', async () => {
    const customerPage = await openPage('customer', 390);
    const { conversationId } = await chattingPair(customerPage, null, {
      customerName: 'Neha Joshi',
      repairerName: 'Bhanu Pratap',
      title: 'Kitchen shelf repair',
    });

    await customerPage.goto('/user/messages');
    await h1(customerPage, 'Messages').waitFor();
    const item = customerPage.getByRole('link', { name: /Bhanu Pratap/ });
    await item.getByText('Kitchen shelf repair').waitFor();
    expect(await customerPage.getByTestId('chat-pane').count()).toBe(0);
    await expectNoHorizontalScroll(customerPage, 'the conversation list');

    await item.click();
    await waitForPath(customerPage, `/user/messages/${conversationId}`);
    await customerPage.getByRole('heading', { name: 'Kitchen shelf repair' }).waitFor();
    expect(await customerPage.getByRole('navigation', { name: 'Conversations' }).count()).toBe(0);
    await sendWithEnter(
      customerPage,
      'Please check the shelf brackets as well, the left one is bending a little under the weight.',
    );
    await expectNoHorizontalScroll(customerPage, 'the open conversation');

    // A long unbroken word (a link, say) wraps inside its bubble.
    await sendWithEnter(customerPage, `Photos: https://example.com/${'shelf'.repeat(20)}`);
    await expectNoHorizontalScroll(customerPage, 'the open conversation');

    await customerPage.getByRole('button', { name: 'Back to conversations' }).click();
    await waitForPath(customerPage, '/user/messages');
    await item.getByText('Photos: https://example.com/', { exact: false }).waitFor();
    expect(await customerPage.getByTestId('chat-pane').count()).toBe(0);
    await expectNoHorizontalScroll(customerPage, 'the conversation list');

    await customerPage
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await h1(customerPage, 'Notifications').waitFor();
    await customerPage.getByTestId('notification-item').first().waitFor();
    await expectNoHorizontalScroll(customerPage, 'the notifications');
  });
});
