import { FIRST_SCREEN_STATE_ID } from '@gharseva/domain';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with no background traffic to the internet. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh browser profile on the test server, phone-sized unless told otherwise.
 * `geolocation` is where the browser says it is; `permissions` what the visitor
 * allowed (without 'geolocation', Chromium answers a location request with a denial).
 */
export async function newContext(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    geolocation?: { latitude: number; longitude: number };
    permissions?: string[];
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseURL'),
    viewport: { width: options.width ?? 390, height: options.height ?? 844 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...(options.geolocation ? { geolocation: options.geolocation } : {}),
    permissions: options.permissions ?? [],
  });
  context.setDefaultTimeout(10_000);
  context.on('page', waitForTheAppOnEveryLoad);
  return context;
}

const wrapped = new WeakSet<Page>();

/**
 * A page load ends, for these tests, once the app has hydrated the first screen the server
 * rendered (decision 027; the app marks `<html data-ready>`). Before that its buttons are off
 * and a click does nothing, as on a real phone. A load during which React reported a hydration
 * mismatch fails. Pages without the server's first screen (the
 * offline page, the service worker's shell, an API answer) end at their load as usual.
 */
function waitForTheAppOnEveryLoad(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const hydrated = () =>
    page.waitForFunction(
      (noteId) => !document.getElementById(noteId) || 'ready' in document.documentElement.dataset,
      FIRST_SCREEN_STATE_ID,
    );
  // React's hydration mismatches (#418, #419, #423, #425): the server's first screen and the
  // app's first render differ, so React rendered it afresh, losing what was typed meanwhile.
  // Each is noted with the page it happened on: one reported late fails the next load, named.
  const mismatches: string[] = [];
  page.on('pageerror', (error) => {
    if (/Minified React error #(418|419|423|425)/.test(error.message))
      mismatches.push(`on ${page.url()}: ${error.message}`);
  });
  const hydratedWithoutMismatch = async () => {
    await hydrated();
    if (mismatches.length > 0) {
      throw new Error(`hydration mismatch ${mismatches.splice(0).join('; ')}`);
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydratedWithoutMismatch();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydratedWithoutMismatch();
    return response;
  };
}

/** Saves a screenshot under e2e/artifacts when a test fails (for the person debugging it). */
export async function screenshotOnFailure(page: Page, name: string) {
  const dir = path.join(import.meta.dirname, '..', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: path.join(dir, `${name.replace(/[^\w-]+/g, '_')}.png`),
    fullPage: true,
  });
}
