import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { codeSentTo, freshPhone } from '../support/outbox.ts';
import { expectNoHorizontalScroll, h1, toast, waitForPath } from '../support/ui.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let context: BrowserContext | undefined;
let page: Page;
afterEach(async (test) => {
  if (test.task.result?.state === 'fail' && page) {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context?.close();
  context = undefined;
});

/** Asks for a code for `phone` on the getotp page already open, and lands on verify-otp. */
async function requestOtp(role: 'user' | 'repairer', phone: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await toast(page, 'OTP sent successfully!').waitFor();
  await waitForPath(page, `/${role}/verify-otp`);
  await h1(page, 'Verify your phone number').waitFor();
}

/** Enters the code from the SMS outbox and lands on the signup form. */
async function verifyOtp(role: 'user' | 'repairer', phone: string) {
  await page.getByLabel('OTP', { exact: true }).fill(await codeSentTo(phone));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await toast(page, 'OTP verified successfully!').waitFor();
  await waitForPath(page, `/${role}/signup`);
}

describe('[USER][SIGNUP]: a customer signs up with a phone, a code and a password', () => {
  beforeEach(async () => {
    context = await newContext(browser);
    page = await context.newPage();
  });

  it('sends a visitor without a phone from /user/signup back to /user/getotp', async () => {
    await page.goto('/user/signup');
    await waitForPath(page, '/user/getotp');
    await h1(page, 'Sign up with your phone').waitFor();

    const main = page.getByRole('main');
    const hrefOf = (name: string) =>
      main.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await hrefOf('Login')).toBe('/user/login');
    expect(await hrefOf('Register as a professional')).toBe('/repairer/getotp');
    expect(await hrefOf('Terms and Conditions')).toBe('/terms-and-conditions');
    expect(await hrefOf('Privacy Policy')).toBe('/privacy-policy');
    expect(await hrefOf('Contact us')).toBe('/contact-us');

    // Straight to verify-otp without a phone: back to getotp as well.
    await page.goto('/user/verify-otp');
    await waitForPath(page, '/user/getotp');
    await h1(page, 'Sign up with your phone').waitFor();
  });

  it('signs up through the OTP, stays signed in on reload, logs out and logs in again', async () => {
    const phone = freshPhone();
    const password = 'Ghar@2025seva';

    await page.goto('/user/getotp');
    await h1(page, 'Sign up with your phone').waitFor();
    await requestOtp('user', phone);

    // A malformed code is refused before any call, and the field is cleared.
    const otp = page.getByLabel('OTP', { exact: true });
    await otp.fill('123');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Please enter a valid 6-digit OTP').waitFor();
    expect(await otp.inputValue()).toBe('');

    // A well-formed but wrong code: the server's message, and the field is cleared.
    const code = await codeSentTo(phone);
    await otp.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await toast(page, 'Invalid OTP. Please try again.').waitFor();
    expect(await otp.inputValue()).toBe('');
    expect(new URL(page.url()).pathname).toBe('/user/verify-otp');

    await verifyOtp('user', phone);
    await h1(page, 'Create your account').waitFor();

    await page.getByLabel('Full name (as per identity card)').fill('Neha Verma');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(`${password}x`);
    const terms = page.getByRole('checkbox', {
      name: 'I agree to the Terms and Conditions and Privacy Policy',
    });
    await terms.check();
    const createAccount = page.getByRole('button', { name: 'Create account' });
    await createAccount.click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm password').fill(password);
    await terms.uncheck();
    await createAccount.click();
    await page.getByText('Please accept the Terms and Conditions and Privacy Policy').waitFor();
    expect(await page.getByText('Passwords do not match').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/user/signup');

    await terms.check();
    await createAccount.click();
    await toast(page, 'Signup successful!').waitFor();
    await waitForPath(page, '/user/dashboard');
    await h1(page, 'Welcome, Neha!').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toContain('Neha Verma');
    for (const link of ['Messages', 'Notifications', 'In Progress', 'Pending']) {
      await page.getByRole('link', { name: link }).waitFor();
    }

    // The session is the server's cookie: a reload keeps the customer signed in.
    await page.reload();
    await h1(page, 'Welcome, Neha!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user/dashboard');
    expect(await page.getByTestId('account-name').textContent()).toContain('Neha Verma');

    await page.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully!').waitFor();
    await waitForPath(page, '/user/login');
    await h1(page, 'Welcome back').waitFor();

    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await toast(page, 'Login successful! Redirecting...').waitFor();
    await waitForPath(page, '/user/dashboard');
    await h1(page, 'Welcome, Neha!').waitFor();
  });
});

describe('[SIGN-IN][LAYOUT]: the sign-in pages fit a 360 px wide phone', () => {
  beforeEach(async () => {
    context = await newContext(browser, { width: 360, height: 740 });
    page = await context.newPage();
  });

  it('has no sideways scroll on any page of the customer and professional sign-in flows', async () => {
    const staticPages = [
      ['/user/getotp', 'Sign up with your phone'],
      ['/user/login', 'Welcome back'],
      ['/repairer/getotp', 'Join GharSeva as a professional'],
      ['/repairer/login', 'Professional login'],
      ['/admin/login', 'Admin login'],
      ['/admin/signup', 'Create an admin account'],
    ] as const;
    for (const [path, title] of staticPages) {
      await page.goto(path);
      await h1(page, title).waitFor();
      await expectNoHorizontalScroll(page, path);
    }

    // The user's flow, with its error states and the dashboard at the end.
    const userPhone = freshPhone();
    await page.goto('/user/getotp');
    await h1(page, 'Sign up with your phone').waitFor();
    await requestOtp('user', userPhone);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Please enter a valid 6-digit OTP').waitFor();
    await expectNoHorizontalScroll(page, '/user/verify-otp');
    await verifyOtp('user', userPhone);
    await h1(page, 'Create your account').waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please accept the Terms and Conditions and Privacy Policy').waitFor();
    await expectNoHorizontalScroll(page, '/user/signup with errors');
    await page.getByLabel('Full name (as per identity card)').fill('Arjun Nair');
    await page.getByLabel('Password', { exact: true }).fill('Narrow@360');
    await page.getByLabel('Confirm password').fill('Narrow@360');
    await page
      .getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' })
      .check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await h1(page, 'Welcome, Arjun!').waitFor();
    await expectNoHorizontalScroll(page, '/user/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/user/login');

    // The professional's flow up to the long form, with every inline error shown.
    const repairerPhone = freshPhone();
    await page.goto('/repairer/getotp');
    await h1(page, 'Join GharSeva as a professional').waitFor();
    await requestOtp('repairer', repairerPhone);
    await expectNoHorizontalScroll(page, '/repairer/verify-otp');
    await verifyOtp('repairer', repairerPhone);
    await h1(page, 'Register as a professional').waitFor();
    await expectNoHorizontalScroll(page, '/repairer/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Pincode must be exactly 6 digits').waitFor();
    await expectNoHorizontalScroll(page, '/repairer/signup with errors');
  });
});
