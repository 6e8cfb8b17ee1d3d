import { verhoeffCheckDigit } from '@gharseva/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { codeSentTo, freshPhone } from '../support/outbox.ts';
import { h1, toast, waitForPath } from '../support/ui.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let context: BrowserContext | undefined;
let page: Page;
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context?.close();
  context = undefined;
});

/**
 * A Verhoeff-valid Aadhaar number of its own for a fresh phone: '5' and the
 * 10-digit phone, then the check digit (the demo data uses a leading '9').
 */
function aadhaarFor(phone: string): string {
  const base = `5${phone}`;
  return base + verhoeffCheckDigit(base);
}

describe('[REPAIRER][SIGNUP]: a professional registers with identity, UPI and service details', () => {
  it('signs up through the OTP with every field, then logs out and logs in again', async () => {
    const phone = freshPhone();
    const fullname = 'Vikram Singh Rathore';
    const password = 'Repair@2025';

    // From the customer's page, the professional's way in.
    await page.goto('/user/getotp');
    await h1(page, 'Sign up with your phone').waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Register as a professional', exact: true })
      .click();
    await waitForPath(page, '/repairer/getotp');
    await h1(page, 'Join GharSeva as a professional').waitFor();

    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await toast(page, 'OTP sent successfully!').waitFor();
    await waitForPath(page, '/repairer/verify-otp');
    await h1(page, 'Verify your phone number').waitFor();
    await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await toast(page, 'OTP verified successfully!').waitFor();
    await waitForPath(page, '/repairer/signup');
    await h1(page, 'Register as a professional').waitFor();

    // The verified phone is prefilled and cannot be changed.
    const phoneField = page.getByLabel('Phone number');
    expect(await phoneField.inputValue()).toBe(phone);
    expect(await phoneField.isEditable()).toBe(false);

    await page.getByLabel('Full name', { exact: true }).fill(fullname);
    await page.getByLabel('Aadhar Card Number').fill(aadhaarFor(phone));
    await page.getByLabel('UPI ID').fill('vikram');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    const service = page.getByLabel('Service you offer');
    await service.selectOption({ label: 'Plumbing' });
    expect(await service.inputValue()).toBe('plumbing');
    await page.getByLabel('Pincode').fill('4110');
    await page
      .getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' })
      .check();

    const createAccount = page.getByRole('button', { name: 'Create account' });
    const upiError = page.getByText('Please enter a correct UPI ID (e.g., yourname@bank)');
    const pincodeError = page.getByText('Pincode must be exactly 6 digits');
    await createAccount.click();
    await upiError.waitFor();
    await pincodeError.waitFor();
    expect(new URL(page.url()).pathname).toBe('/repairer/signup');

    // Each error goes as soon as its field is edited, even before the value is valid.
    await page.getByLabel('UPI ID').pressSequentially('@');
    await upiError.waitFor({ state: 'detached' });
    expect(await pincodeError.isVisible()).toBe(true);
    await page.getByLabel('Pincode').pressSequentially('0');
    await pincodeError.waitFor({ state: 'detached' });

    await page.getByLabel('UPI ID').fill('vikram.rathore@okaxis');
    await page.getByLabel('Pincode').fill('411001');
    await createAccount.click();

    // 'Account Created!' shows on the signup page first, then the dashboard.
    const created = page.getByRole('status').filter({ hasText: 'Account Created!' });
    await created.waitFor();
    expect(new URL(page.url()).pathname).toBe('/repairer/signup');
    await waitForPath(page, '/repairer/dashboard');
    await h1(page, `Welcome, ${fullname}!`).waitFor();
    expect(await page.getByTestId('account-name').textContent()).toContain(fullname);

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully!').waitFor();
    await waitForPath(page, '/repairer/login');
    await h1(page, 'Professional login').waitFor();

    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'Login successful! Redirecting...').waitFor();
    await waitForPath(page, '/repairer/dashboard');
    await h1(page, `Welcome, ${fullname}!`).waitFor();
  });

  it('shows a refused signup in a banner and keeps the form (an Aadhaar already registered)', async () => {
    // First account with this Aadhaar number.
    const aadhaar = aadhaarFor(freshPhone());
    const register = async (phone: string) => {
      await page.goto('/repairer/getotp');
      await h1(page, 'Join GharSeva as a professional').waitFor();
      await page.getByLabel('Phone number').fill(phone);
      await page.getByRole('button', { name: 'Get OTP' }).click();
      await waitForPath(page, '/repairer/verify-otp');
      await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await waitForPath(page, '/repairer/signup');
      await page.getByLabel('Full name', { exact: true }).fill('Sunita Devi');
      await page.getByLabel('Aadhar Card Number').fill(aadhaar);
      await page.getByLabel('UPI ID').fill('sunita@oksbi');
      await page.getByLabel('Password', { exact: true }).fill('Sunita@2025');
      await page.getByLabel('Confirm password').fill('Sunita@2025');
      await page.getByLabel('Service you offer').selectOption({ label: 'Electrical' });
      await page.getByLabel('Pincode').fill('560001');
      await page
        .getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' })
        .check();
      await page.getByRole('button', { name: 'Create account' }).click();
    };

    await register(freshPhone());
    await waitForPath(page, '/repairer/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/repairer/login');

    await register(freshPhone());
    await page
      .getByRole('alert')
      .filter({ hasText: 'An account with this Aadhar Card Number already exists.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/repairer/signup');
    await h1(page, 'Register as a professional').waitFor();
  });
});
