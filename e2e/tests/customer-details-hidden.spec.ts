import { describe, expect, it } from 'vitest';
import { signUpRepairerByApi, signUpUserByApi, TEST_PASSWORD } from '../support/accounts.ts';
import { call, JOB_PINCODE, quoteByApi, repairerApiFor, takenJob } from '../support/jobs.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi } from '../support/ui.ts';

/**
 * Issue 20, item 13: a job that is no longer the professional's to do (the customer rejected
 * his quote) keeps its card on Assigned Jobs, but no longer shows the customer's street address
 * and phone (decision 033).
 */
const { openPage } = usePages();

describe('[REPAIRER][PRIVACY]: the customer’s address and phone leave a job that is no longer his', () => {
  it('shows them while he quotes, and hides them once the customer rejects the quote', async () => {
    const customerPage = await openPage('customer');
    const customer = await signUpUserByApi(customerPage.context(), 'Kavya Rathore');
    const carpenter = await signUpRepairerByApi({
      fullname: 'Mahendra Saini',
      pincode: JOB_PINCODE,
      service: 'carpentry',
    });
    const street = `${Date.now() % 100000}, Hawa Mahal Road, near the step-well`;
    const title = 'Wardrobe hinge replaced';
    const api = await repairerApiFor(carpenter);
    let requestId: string;
    try {
      requestId = await takenJob(customerPage.context(), api, { title, fullAddress: street });
      await quoteByApi(api, requestId, 700);
    } finally {
      await api.dispose();
    }

    // While the job is his: the street, the phone and the Call link.
    const page = await openPage('carpenter');
    await signInByApi(page.context(), { role: 'repairer', ...carpenter }, TEST_PASSWORD);
    await page.goto('/repairer/inprogress');
    await h1(page, 'Assigned Jobs').waitFor();
    const card = page.getByRole('article', { name: title });
    await card.getByText(`${street} - ${JOB_PINCODE}`).waitFor();
    await card.getByRole('link', { name: /^Call/ }).waitFor();

    // The customer turns the quote down: the card stays, the street and the phone go.
    const customerApi = customerPage.context().request;
    await call(customerApi, 'PUT', `/api/service-requests/user/${requestId}/reject-quote`);
    await page.reload();
    await h1(page, 'Assigned Jobs').waitFor();
    await card.getByText('Address and phone hidden: this job is no longer yours to do.').waitFor();
    await card.getByText('Kavya Rathore').waitFor();
    const shown = (await card.textContent()) ?? '';
    expect(shown).not.toContain('Hawa Mahal');
    expect(shown.replace(/\s/g, '')).not.toContain(customer.phone);
    expect(await card.getByRole('link', { name: /^Call/ }).count()).toBe(0);
  });
});
