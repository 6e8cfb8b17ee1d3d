import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
  TEST_PASSWORD,
  type TestAccount,
} from '../support/accounts.ts';
import { usePages } from '../support/pages.ts';
import { h1, signInByApi, toast, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 12: the open-jobs board of every professional drops a job live (no reload)
 * when another professional takes it or the customer cancels it.
 */
const { openPage } = usePages();

/** Ahmedabad: no other test sends work there, so these boards show this test's jobs only. */
const PINCODE = '380001';

async function newCarpenter(fullname: string): Promise<TestAccount> {
  return signUpRepairerByApi({ fullname, pincode: PINCODE, service: 'carpentry' });
}

/** The professional, signed in on `page`, goes online on the dashboard. */
async function goOnline(page: Page, repairer: TestAccount) {
  await signInByApi(page.context(), { role: 'repairer', ...repairer }, TEST_PASSWORD);
  await page.goto('/repairer/dashboard');
  await h1(page, `Welcome, ${repairer.fullname}!`).waitFor();
  await page.getByRole('switch', { name: 'Available for jobs' }).click();
  await page.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
}

async function openJob(context: BrowserContext, title: string): Promise<string> {
  return createOpenRequestByApi(context, {
    title,
    serviceType: 'Carpentry',
    pincode: PINCODE,
    fullAddress: '12, Relief Road, near the post office',
    description: 'Two chairs have loose legs and wobble.',
  });
}

describe('[REPAIRER][BOARD]: jobs leave every board live', () => {
  it('drops the job from the other carpenter’s board when one accepts it, and when the customer cancels', async () => {
    const customerPage = await openPage('customer');
    await signUpUserByApi(customerPage.context(), 'Jignesh Patel');
    const taken = 'Chair legs tightened';
    const cancelled = 'Teak table polished';
    await openJob(customerPage.context(), taken);
    const cancelledId = await openJob(customerPage.context(), cancelled);

    const firstPage = await openPage('first carpenter', 1280);
    const secondPage = await openPage('second carpenter', 1280);
    const [first, second] = await Promise.all([
      newCarpenter('Bharat Solanki'),
      newCarpenter('Dinesh Parmar'),
    ]);
    await goOnline(firstPage, first);
    await goOnline(secondPage, second);
    for (const page of [firstPage, secondPage]) {
      await page.getByRole('article', { name: taken }).waitFor();
      await page.getByRole('article', { name: cancelled }).waitFor();
    }
    await secondPage.evaluate(() => ((window as { boardMark?: number }).boardMark = 1));

    // The first carpenter accepts; the second one's board drops it without a reload.
    await firstPage
      .getByRole('article', { name: taken })
      .getByRole('button', { name: `Accept ${taken}` })
      .click();
    await toast(
      firstPage,
      'Job request accepted! Please provide your quote on the In Progress page.',
    ).waitFor();
    await waitForPath(firstPage, '/repairer/inprogress');
    await secondPage.getByRole('article', { name: taken }).waitFor({ state: 'detached' });
    await secondPage.getByText('1 nearby job available in your area').waitFor();

    // The customer cancels the other one; it leaves the board too.
    const res = await customerPage
      .context()
      .request.fetch(`/api/service-requests/user/${cancelledId}/status`, {
        method: 'PUT',
        data: { status: 'cancelled' },
        headers: { origin: new URL(secondPage.url()).origin },
      });
    expect(res.ok(), await res.text()).toBe(true);
    await secondPage.getByRole('article', { name: cancelled }).waitFor({ state: 'detached' });
    await secondPage.getByTestId('nearby-jobs-empty').waitFor();
    // No reload happened: the mark set on the page before is still there.
    expect(await secondPage.evaluate(() => (window as { boardMark?: number }).boardMark)).toBe(1);
  });

  it('reads the board again when the carpenter narrows his service radius', async () => {
    const customerPage = await openPage('customer');
    await signUpUserByApi(customerPage.context(), 'Hetal Desai');
    const title = 'Sofa frame repaired';
    // 382418 is about 12 km from the carpenter's 380001: in his 25 km, not in 5 km.
    await createOpenRequestByApi(customerPage.context(), {
      title,
      serviceType: 'Carpentry',
      pincode: '382418',
      fullAddress: '7, Naroda Road, behind the temple',
      description: 'One arm of the sofa is loose.',
    });
    const page = await openPage('carpenter', 1280);
    await goOnline(page, await newCarpenter('Kiran Makwana'));
    await page.getByRole('article', { name: title }).waitFor();

    await page.getByRole('link', { name: 'Settings' }).click();
    await h1(page, 'Settings').waitFor();
    await page.getByLabel('Service radius (km)').fill('5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, 'Settings saved successfully!').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await h1(page, 'Welcome, Kiran Makwana!').waitFor();
    await page.getByTestId('nearby-jobs-empty').waitFor();
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);
  });
});
