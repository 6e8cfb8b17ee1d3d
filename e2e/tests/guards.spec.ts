import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshotOnFailure } from '../support/browser.ts';
import { DEMO, h1, signInByApi, waitForPath } from '../support/ui.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});
afterEach(async (test) => {
  if (test.task.result?.state === 'fail') {
    await screenshotOnFailure(page, test.task.name).catch(() => undefined);
  }
  await context.close();
});

/** Opens `from` as a fresh page load and expects to end up at `to`, with the spinner gone. */
async function expectRedirect(from: string, to: string) {
  await page.goto(from);
  await waitForPath(page, to);
  await page.getByTestId('page-spinner').first().waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname, `${from} should lead to ${to}`).toBe(to);
}

async function expectUnauthorized(from: string) {
  await expectRedirect(from, '/unauthorized');
  await h1(page, '403 - Unauthorized Access').waitFor();
  await page.getByRole('link', { name: 'Go to Home' }).waitFor();
}

describe('[GUARDS]: signed-out visitors are sent to the login page of the area', () => {
  it('sends /user, /repairer and /admin dashboards to their login pages', async () => {
    await expectRedirect('/user/dashboard', '/user/login');
    await h1(page, 'Welcome back').waitFor();
    await expectRedirect('/repairer/dashboard', '/repairer/login');
    await h1(page, 'Professional login').waitFor();
    await expectRedirect('/admin/dashboard', '/admin/login');
    await h1(page, 'Admin login').waitFor();
  });

  it('shows the 404 page at an unknown path, and /review/{id} with no guard', async () => {
    await page.goto('/no/such/page');
    await h1(page, '404 - Page Not Found').waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');

    await page.goto('/review/anything');
    await h1(page, 'Review Your Service').waitFor();
    expect(new URL(page.url()).pathname).toBe('/review/anything');
  });
});

describe('[GUARDS]: a signed-in account is kept to its own area', () => {
  it('user: sign-in pages lead to the dashboard, other areas are refused', async () => {
    await signInByApi(context, DEMO.user);
    await expectRedirect('/user/login', '/user/dashboard');
    await h1(page, 'Welcome, Priya!').waitFor();
    await expectRedirect('/user/getotp', '/user/dashboard');
    await expectUnauthorized('/repairer/dashboard');
    await expectRedirect('/admin/dashboard', '/admin/login');
    await h1(page, 'Admin login').waitFor();

    // The review page has no guard for a signed-in user either.
    await page.goto('/review/anything');
    await h1(page, 'Review Your Service').waitFor();
  });

  it('repairer: the customer area is refused, sign-in pages lead to the dashboard', async () => {
    await signInByApi(context, DEMO.repairer);
    await expectUnauthorized('/user/dashboard');
    await expectRedirect('/repairer/getotp', '/repairer/dashboard');
    await h1(page, 'Welcome, Ramesh Kumar!').waitFor();
    await expectRedirect('/repairer/login', '/repairer/dashboard');
  });

  it('admin: the admin sign-in pages lead to the dashboard', async () => {
    await signInByApi(context, DEMO.admin);
    await expectRedirect('/admin/login', '/admin/dashboard');
    await h1(page, 'Admin Dashboard').waitFor();
    await expectRedirect('/admin/signup', '/admin/dashboard');
    await expectUnauthorized('/user/dashboard');
  });
});
