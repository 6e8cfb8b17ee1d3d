import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseLanguage } from '../support/locales.ts';
import { usePages } from '../support/pages.ts';
import { DEMO, h1, signInByApi, waitForPath } from '../support/ui.ts';

const { openPage } = usePages();

/** The page's HTML as the server sends it, with the context's cookies, before any script. */
async function serverHtml(context: BrowserContext, path: string) {
  const response = await context.request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/** Errors the page throws, React's hydration mismatches (#418, #419, #425) among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('[PUBLIC][FIRST SCREEN]: the server renders the first screen and the app hydrates it', () => {
  it('sends the landing page in the language of the cookie, right to left for Urdu', async () => {
    const page = await openPage('visitor');
    const context = page.context();
    const english = await serverHtml(context, '/');
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('Verified repairers for every job at home');

    await context.addCookies([{ name: 'gs_lang', value: 'ur', url: inject('baseURL') }]);
    const urdu = await serverHtml(context, '/');
    expect(urdu.html).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.html).toContain('گھر کے ہر کام کے لیے تصدیق شدہ کاریگر');
    expect(urdu.html).not.toContain('Verified repairers for every job at home');
  });

  it('hydrates the Hindi landing page without a mismatch, and it then works', async () => {
    const page = await openPage('visitor');
    const errors = collectErrors(page);
    await page.goto('/');
    // Choosing Hindi writes the cookie; the next load is rendered in Hindi by the server.
    await chooseLanguage(page, 'hi');
    const { html } = await serverHtml(page.context(), '/services');
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('सर्विस और अनुमानित क़ीमतें');

    await page.goto('/services');
    await h1(page, 'सर्विस और अनुमानित क़ीमतें').waitFor();
    await page.getByRole('link', { name: 'लॉग इन' }).first().click();
    await waitForPath(page, '/user/login');
    expect(errors).toEqual([]);
  });

  it("renders a signed-in customer's dashboard with their name, and only for them", async () => {
    const customer = await openPage('customer');
    await signInByApi(customer.context(), DEMO.user);
    const errors = collectErrors(customer);
    const mine = await serverHtml(customer.context(), '/user/dashboard');
    expect(mine.status).toBe(200);
    expect(mine.html).toContain(`Welcome, ${DEMO.user.fullname.split(' ')[0]}!`);
    expect(mine.html).not.toMatch(/"password|"token/);

    const repairer = await openPage('repairer');
    await signInByApi(repairer.context(), DEMO.repairer);
    const theirs = await serverHtml(repairer.context(), '/user/dashboard');
    expect(theirs.html).not.toContain(DEMO.user.fullname);
    expect(theirs.html).not.toContain(DEMO.user.phone);

    await customer.goto('/user/dashboard');
    await h1(customer, `Welcome, ${DEMO.user.fullname.split(' ')[0]}!`).waitFor();
    expect(errors).toEqual([]);
  });

  const DASHBOARDS = [
    {
      account: DEMO.user,
      path: '/user/dashboard',
      data: ['/api/user/dashboard-stats', '/api/user/recent-activity'],
      shown: /^(recent-activity|activity-empty)$/,
    },
    {
      account: DEMO.repairer,
      path: '/repairer/dashboard',
      data: ['/api/repairer/nearby-jobs'],
      shown: /^(nearby-jobs|nearby-jobs-empty)$/,
    },
  ] as const;

  for (const { account, path, data, shown } of DASHBOARDS) {
    it(`sends ${path} with its data, and the app hydrates it without fetching that data again`, async () => {
      const page = await openPage(account.role);
      const context = page.context();
      await signInByApi(context, account);

      // Before any script: the page shows the account's data, not its loading state.
      const noScript = await context
        .browser()!
        .newContext({ baseURL: inject('baseURL'), javaScriptEnabled: false });
      try {
        await noScript.addCookies(await context.cookies());
        const bare = await noScript.newPage();
        await bare.goto(path);
        await bare.getByTestId(shown).waitFor();
        if (account.role === 'user') {
          await bare.getByTestId('stat-total-services').waitFor();
          expect(await bare.getByTestId('stats-skeleton').count()).toBe(0);
        }
      } finally {
        await noScript.close();
      }

      // With the app: no mismatch, and none of that data is asked for again as the page starts.
      const errors = collectErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(path);
      await page.getByTestId(shown).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((requested) => (data as readonly string[]).includes(requested))).toEqual(
        [],
      );
      expect(errors).toEqual([]);
    });
  }

  it("answers an unknown path with a 404 and the app's not-found page", async () => {
    const page = await openPage('visitor');
    const { status, html } = await serverHtml(page.context(), '/no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('404 - Page Not Found');
  });

  it('keeps a form from being sent before the app runs: its button is off', async () => {
    const page = await openPage('visitor');
    // The same page with no script at all: what a phone shows before the app has hydrated.
    const noScript = await page
      .context()
      .browser()!
      .newContext({ baseURL: inject('baseURL'), javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      await bare.goto('/user/login');
      await h1(bare, 'Welcome back').waitFor();
      expect(await bare.getByRole('button', { name: 'Login', exact: true }).isDisabled()).toBe(
        true,
      );
      await bare.getByLabel('Phone number').fill('9876543210');
      await bare.getByLabel('Phone number').press('Enter');
      await bare.waitForTimeout(500);
      expect(new URL(bare.url()).pathname).toBe('/user/login');
      expect(new URL(bare.url()).search).toBe('');
    } finally {
      await noScript.close();
    }

    // With the app running, the same button works.
    await page.goto('/user/login');
    await expect
      .poll(() => page.getByRole('button', { name: 'Login', exact: true }).isEnabled())
      .toBe(true);
  });
});

describe('[PUBLIC][SPEED]: the browser lays out what is below the first screen only as it nears it', () => {
  it("skips the landing page's questions until the page is scrolled to them, then renders them", async () => {
    const page = await openPage('visitor', 360);
    await page.goto('/');
    // The section itself has a box; what the browser skips is its content, the heading among it.
    // (The closing call to action after it is always rendered: see render-when-visible in
    // index.css.)
    const heading = page.locator('#faq-title');
    const rendered = () =>
      heading.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
  });
});
