import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, newContext } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('[PUBLIC][SHELL]: the app is served on one origin with the API', () => {
  it('answers health and readiness', async () => {
    const res = await fetch(`${inject('baseURL')}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'pglite' });
  });

  it('serves the web app at / and the 404 page at an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'GharSeva home' }).first().waitFor();
    await page.goto('/no-such-page');
    await expect.poll(() => page.getByText('404 - Page Not Found').count()).toBe(1);
    await page.goto('/unauthorized');
    await expect.poll(() => page.getByText('403 - Unauthorized Access').count()).toBe(1);
    await context.close();
  });
});
