import { verhoeffCheckDigit } from '@gharseva/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createOpenRequestByApi,
  signUpRepairerByApi,
  signUpUserByApi,
} from '../support/accounts.ts';
import { repairerApiFor, takenJob } from '../support/jobs.ts';
import { codeSentTo, freshPhone } from '../support/outbox.ts';
import { usePages } from '../support/pages.ts';
import { DEMO, h1, signInByApi, toast, waitForPath } from '../support/ui.ts';

/**
 * Issue 23, repairer verification: a new professional waits until the admin verifies him, and
 * a suspension gives his jobs back to the board. Bhubaneswar (751001) and Guwahati (781001):
 * no other test sends work there.
 */
const { openPage } = usePages();

/** The demo admin's verification queue, on the tab of `status`. */
async function adminQueue(page: Page, tab: string) {
  await signInByApi(page.context(), DEMO.admin);
  await page.goto('/admin/verification');
  await h1(page, 'Repairer verification').waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

/** The admin's decision on the repairer named `name`, confirmed in its dialog. */
async function decide(page: Page, name: string, action: string, reason?: string) {
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByTestId('verification-dialog');
  await dialog.waitFor();
  if (reason !== undefined) await dialog.getByLabel('Reason (the repairer sees it)').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await toast(page, `Decision recorded. ${name} has been told.`).waitFor();
  await card.waitFor({ state: 'detached' });
}

describe('[REPAIRER][ADMIN][VERIFICATION]: a new professional is checked before taking work', () => {
  it('signs up, sees the pending screen, is verified by the admin and accepts his first job', async () => {
    const repairerPage = await openPage('repairer');
    const phone = freshPhone();
    const fullname = 'Bikash Mohanty';
    const password = 'Repair@2025';
    const aadhaarBase = `4${phone}`;

    await repairerPage.goto('/repairer/getotp');
    await h1(repairerPage, 'Join GharSeva as a professional').waitFor();
    await repairerPage.getByLabel('Phone number').fill(phone);
    await repairerPage.getByRole('button', { name: 'Get OTP' }).click();
    await waitForPath(repairerPage, '/repairer/verify-otp');
    await repairerPage.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone));
    await repairerPage.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForPath(repairerPage, '/repairer/signup');
    await repairerPage.getByLabel('Full name', { exact: true }).fill(fullname);
    await repairerPage
      .getByLabel('Aadhar Card Number')
      .fill(aadhaarBase + verhoeffCheckDigit(aadhaarBase));
    await repairerPage.getByLabel('UPI ID').fill('bikash@okaxis');
    await repairerPage.getByLabel('Password', { exact: true }).fill(password);
    await repairerPage.getByLabel('Confirm password').fill(password);
    await repairerPage.getByLabel('Service you offer').selectOption({ label: 'Plumbing' });
    await repairerPage.getByLabel('Pincode').fill('751001');
    await repairerPage
      .getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' })
      .check();
    await repairerPage.getByRole('button', { name: 'Create account' }).click();
    await waitForPath(repairerPage, '/repairer/dashboard');
    await h1(repairerPage, `Welcome, ${fullname}!`).waitFor();

    // Pending: what happens next, and no switch to go online for jobs.
    const notice = repairerPage.getByTestId('verification-notice');
    await notice.getByRole('heading', { name: 'Your account is being checked' }).waitFor();
    expect(await notice.textContent()).toContain('we send you an SMS');
    expect(await repairerPage.getByRole('switch', { name: 'Available for jobs' }).count()).toBe(0);

    const adminPage = await openPage('admin', 1280);
    await adminQueue(adminPage, 'Waiting');
    const card = adminPage.getByRole('article', { name: fullname });
    expect(await card.textContent()).toMatch(/XXXX XXXX \d{4}/);
    expect(await card.textContent()).not.toContain(aadhaarBase);
    await decide(adminPage, fullname, 'Verify');
    await adminPage.getByRole('tab', { name: 'Verified' }).click();
    await adminPage.getByRole('article', { name: fullname }).waitFor();

    const customerPage = await openPage('customer');
    await signUpUserByApi(customerPage.context(), 'Sasmita Das');
    const title = 'Bathroom tap service request';
    await createOpenRequestByApi(customerPage.context(), {
      title,
      pincode: '751001',
      fullAddress: 'Plot 12, Saheed Nagar',
    });

    await repairerPage.reload();
    await h1(repairerPage, `Welcome, ${fullname}!`).waitFor();
    expect(await repairerPage.getByTestId('verification-notice').count()).toBe(0);
    await repairerPage.getByRole('switch', { name: 'Available for jobs' }).click();
    await repairerPage.getByRole('heading', { name: "You're Online & Ready!" }).waitFor();
    const job = repairerPage.getByRole('article', { name: title });
    await job.getByRole('button', { name: `Accept ${title}` }).click();
    await toast(
      repairerPage,
      'Job request accepted! Please provide your quote on the In Progress page.',
    ).waitFor();
    await waitForPath(repairerPage, '/repairer/inprogress');
  });
});

describe('[ADMIN][USER][VERIFICATION]: a suspension returns the job to the board', () => {
  it('suspends a professional with a reason; his customer sees the request waiting again', async () => {
    const fullname = 'Hemanta Bora';
    const repairer = await signUpRepairerByApi({
      fullname,
      pincode: '781001',
      service: 'plumbing',
    });
    const customerPage = await openPage('customer');
    await signUpUserByApi(customerPage.context(), 'Rupa Kalita');
    const repairerApi = await repairerApiFor(repairer);
    const title = 'Kitchen sink service request';
    try {
      await takenJob(customerPage.context(), repairerApi, {
        title,
        serviceType: 'Plumbing',
        pincode: '781001',
        fullAddress: 'House 7, Zoo Road',
      });
    } finally {
      await repairerApi.dispose();
    }
    await customerPage.goto('/user/inprogress');
    const card = customerPage.getByRole('article', { name: title });
    await card.getByTestId('status-badge').getByText('Pending Quote', { exact: true }).waitFor();

    const adminPage = await openPage('admin', 1280);
    await adminQueue(adminPage, 'Verified');
    await decide(adminPage, fullname, 'Suspend', 'Did not turn up for two jobs.');
    await adminPage.getByRole('tab', { name: 'Suspended' }).click();
    const suspended = adminPage.getByRole('article', { name: fullname });
    await suspended.getByText('Did not turn up for two jobs.').waitFor();

    await customerPage.reload();
    await card.getByTestId('status-badge').getByText('Requested', { exact: true }).waitFor();
    await customerPage.goto('/user/notifications');
    await customerPage
      .getByText(`Your repairer can no longer do "${title}".`, { exact: false })
      .first()
      .waitFor();

    // He sees why, with the admin's reason.
    const repairerPage = await openPage('repairer');
    await signInByApi(repairerPage.context(), { role: 'repairer', ...repairer }, 'Ghar@2025seva');
    await repairerPage.goto('/repairer/dashboard');
    const notice = repairerPage.getByTestId('verification-notice');
    await notice.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
    expect(await notice.textContent()).toContain('Did not turn up for two jobs.');
  });
});
