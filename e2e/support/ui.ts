import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { layOutEverything } from './a11y.ts';

/** The demo accounts loaded by SEED_DEMO (one password for all). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  user: { role: 'user', phone: '9876543210', fullname: 'Priya Sharma' },
  repairer: { role: 'repairer', phone: '9811111111', fullname: 'Ramesh Kumar' },
  admin: { role: 'admin', phone: '9000000001', fullname: 'Asha Admin' },
} as const;

/** A toast with this text in the 'Alerts' region (wait on it with `.waitFor()`). */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: 'Alerts' })
    .locator('[data-sonner-toast]')
    .filter({ hasText: text });
}

/** Waits until the page's path is exactly `pathname` (full loads and client-side navigations). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The page's h1 with this text. */
export function h1(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/** Fails when the page is wider than the viewport (sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  await layOutEverything(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways at ${innerWidth} px`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Signs the browser context in through the API (the same httpOnly cookie the forms get). */
export async function signInByApi(
  context: BrowserContext,
  account: { role: 'user' | 'repairer' | 'admin'; phone: string; fullname: string },
  password = DEMO_PASSWORD,
): Promise<void> {
  const data =
    account.role === 'admin'
      ? { fullname: account.fullname, phone: account.phone, password }
      : { phone: account.phone, password };
  const res = await context.request.post(`/api/${account.role}/login`, { data });
  expect(res.status(), await res.text()).toBe(200);
}
