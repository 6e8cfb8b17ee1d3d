import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { freshPhone } from '../support/outbox.ts';
import { DEMO, DEMO_PASSWORD, h1, toast, waitForPath } from '../support/ui.ts';

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

const ROLES = [
  {
    ...DEMO.user,
    loginPath: '/user/login',
    loginTitle: 'Welcome back',
    dashboardPath: '/user/dashboard',
    dashboardTitle: 'Welcome, Priya!',
  },
  {
    ...DEMO.repairer,
    loginPath: '/repairer/login',
    loginTitle: 'Professional login',
    dashboardPath: '/repairer/dashboard',
    dashboardTitle: 'Welcome, Ramesh Kumar!',
  },
  {
    ...DEMO.admin,
    loginPath: '/admin/login',
    loginTitle: 'Admin login',
    dashboardPath: '/admin/dashboard',
    dashboardTitle: 'Admin Dashboard',
  },
] as const;

type RoleCase = (typeof ROLES)[number];

async function fillLogin(account: RoleCase, password: string, fullname: string = account.fullname) {
  await page.goto(account.loginPath);
  await h1(page, account.loginTitle).waitFor();
  if (account.role === 'admin') await page.getByLabel('Full name', { exact: true }).fill(fullname);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

for (const account of ROLES) {
  describe(`[${account.role.toUpperCase()}][AUTH]: login to the dashboard, logout to the login page`, () => {
    it('logs in, shows the dashboard with the name in the header, and logs out', async () => {
      await fillLogin(account, DEMO_PASSWORD);
      await toast(page, 'Login successful! Redirecting...').waitFor();
      await waitForPath(page, account.dashboardPath);
      await h1(page, account.dashboardTitle).waitFor();
      expect(await page.getByTestId('account-name').textContent()).toContain(account.fullname);

      await page.getByRole('button', { name: 'Logout' }).click();
      await toast(page, 'Logged out successfully!').waitFor();
      await waitForPath(page, account.loginPath);
      await h1(page, account.loginTitle).waitFor();

      // Signed out for real: the dashboard now sends the visitor to the login page.
      await page.goto(account.dashboardPath);
      await waitForPath(page, account.loginPath);
    });

    it("refuses a wrong password with the server's message", async () => {
      await fillLogin(account, 'Wrong@12345');
      await toast(page, 'Invalid phone number or password.').waitFor();
      expect(new URL(page.url()).pathname).toBe(account.loginPath);
      expect(await page.getByTestId('account-name').count()).toBe(0);
    });

    if (account.role === 'user') {
      it('names the first missing field of an empty form in a toast', async () => {
        await page.goto(account.loginPath);
        await h1(page, account.loginTitle).waitFor();
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await toast(page, 'Phone number is required').waitFor();
        expect(new URL(page.url()).pathname).toBe(account.loginPath);
      });
    }
  });
}

describe('[ADMIN][AUTH]: admin login needs the full name, admin signup the secret key', () => {
  it('refuses the admin login with the right phone and password but the wrong full name', async () => {
    const admin = ROLES[2];
    await fillLogin(admin, DEMO_PASSWORD, 'Asha Someone');
    await toast(page, 'Invalid phone number or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.goto('/admin/dashboard');
    await waitForPath(page, '/admin/login');
  });

  async function fillAdminSignup(phone: string, secret: string) {
    await page.goto('/admin/signup');
    await h1(page, 'Create an admin account').waitFor();
    await page.getByLabel('Full name', { exact: true }).fill('Kavita Rao');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Secret key').fill(secret);
    await page.getByLabel('Password', { exact: true }).fill('Admin@2025x');
    await page.getByLabel('Confirm password').fill('Admin@2025x');
    await page.getByRole('button', { name: 'Create account' }).click();
  }

  it('refuses an admin signup with a wrong secret key', async () => {
    await fillAdminSignup(freshPhone(), `${inject('adminSecret')}-wrong`);
    await toast(page, 'Invalid secret key.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/signup');
  });

  it('creates an admin with the right secret key and lands on the admin dashboard', async () => {
    const phone = freshPhone();
    await fillAdminSignup(phone, inject('adminSecret'));
    await toast(page, 'Signup successful!').waitFor();
    await waitForPath(page, '/admin/dashboard');
    await h1(page, 'Admin Dashboard').waitFor();
    expect(await page.getByTestId('account-name').textContent()).toContain('Kavita Rao');

    // The new admin can log out and back in with the full name.
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/admin/login');
    await page.getByLabel('Full name', { exact: true }).fill('Kavita Rao');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Admin@2025x');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/admin/dashboard');
    await h1(page, 'Admin Dashboard').waitFor();
  });
});
