import { request, type Locator, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createOpenRequestByApi, signUpRepairerByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { JOB_PINCODE, jobAwaitingPayment, payByApi } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { DEMO, h1, signInByApi } from '../support/ui.ts';

/**
 * Issue 20, item 5: when the job ends, both sides keep its conversation, read-only, under the
 * job's name; active conversations come first.
 */
const { openPage } = usePages();

const messageLog = (page: Page): Locator => page.getByRole('log', { name: 'Message history' });
const messageBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' });
const conversationList = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Conversations' });

/** A new open job of the signed-in customer of `page`, accepted by a new carpenter. */
async function acceptedJob(page: Page, title: string): Promise<string> {
  const repairer = await signUpRepairerByApi({
    fullname: 'Naveen Kumar',
    pincode: JOB_PINCODE,
    service: 'carpentry',
  });
  const requestId = await createOpenRequestByApi(page.context(), {
    title,
    serviceType: 'Carpentry',
    pincode: JOB_PINCODE,
    fullAddress: '4, MI Road, opposite the bank',
  });
  const api = await request.newContext({ baseURL: inject('baseURL') });
  try {
    const headers = { origin: inject('baseURL') };
    const login = await api.post('/api/repairer/login', {
      data: { phone: repairer.phone, password: TEST_PASSWORD },
      headers,
    });
    expect(login.ok(), await login.text()).toBe(true);
    const accepted = await api.put(`/api/service-requests/repairer/${requestId}/status`, {
      data: { status: 'accept_request_for_quote' },
      headers,
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  } finally {
    await api.dispose();
  }
  return requestId;
}

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await messageLog(page).getByText(text, { exact: true }).waitFor();
}

describe('[USER][CHAT]: finished conversations stay, read-only', () => {
  it('keeps the completed job’s chat for the customer and the repairer, closed, after the active one', async () => {
    const customerPage = await openPage('customer', 1280);
    const repairerPage = await openPage('repairer', 1280);
    const job = await jobAwaitingPayment(customerPage.context(), {
      customerName: 'Farah Siddiqui',
      repairerName: 'Mohan Lal',
      title: 'Bathroom door planed',
    });
    const conversationOf = async (requestId: string) => {
      const res = await customerPage
        .context()
        .request.get(`/api/user/conversations/by-service/${requestId}`);
      return ((await res.json()) as { conversationId: string }).conversationId;
    };
    const finishedId = await conversationOf(job.requestId);
    await signInByApi(repairerPage.context(), { role: 'repairer', ...job.repairer }, TEST_PASSWORD);

    // A second job of the same customer, taken by another carpenter: its chat stays active.
    const activeId = await conversationOf(await acceptedJob(customerPage, 'Kitchen shelf fixed'));

    // They talk while the first job is on (after the second chat opened, so it is the latest).
    await customerPage.goto(`/user/messages/${finishedId}`);
    await say(customerPage, 'Thank you, the door closes perfectly now.');

    // Paid, and completed by the admin (in a context of its own).
    await payByApi(customerPage.context(), job);
    const adminPage = await openPage('admin', 1280);
    await signInByApi(adminPage.context(), DEMO.admin);
    const completed = await adminPage
      .context()
      .request.fetch(`/api/admin/complete-service/${job.requestId}`, {
        method: 'PUT',
        headers: { origin: new URL(customerPage.url()).origin },
      });
    expect(completed.ok(), await completed.text()).toBe(true);

    for (const [page, role] of [
      [customerPage, 'user'],
      [repairerPage, 'repairer'],
    ] as const) {
      await page.goto(`/${role}/messages`);
      await h1(page, 'Messages').waitFor();
      const list = conversationList(page);
      const finished = list.locator(`[data-conversation-id="${finishedId}"]`);
      await finished.waitFor();
      // Listed under the job's name, tagged closed.
      await finished.getByText('Bathroom door planed', { exact: true }).waitFor();
      await finished.getByText('Closed', { exact: true }).waitFor();
      expect(await page.getByText('No conversations yet.').count()).toBe(0);

      await finished.click();
      await messageLog(page)
        .getByText('Thank you, the door closes perfectly now.', { exact: true })
        .waitFor();
      await page.getByTestId('chat-closed').waitFor();
      expect(await messageBox(page).count()).toBe(0);
    }
    await customerPage.getByTestId('chat-closed').getByText('Chat is closed.').waitFor();

    // The customer's active conversation comes before the finished one.
    const ids = await conversationList(customerPage)
      .getByTestId('conversation-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-conversation-id')));
    expect(ids.indexOf(activeId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(activeId)).toBeLessThan(ids.indexOf(finishedId));
  });
});
