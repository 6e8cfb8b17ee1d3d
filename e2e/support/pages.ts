import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, newContext, screenshotOnFailure } from './browser.ts';

/**
 * One browser for the spec file and the pages its tests open, each in a context of its own,
 * closed after every test, with a screenshot of each page when the test failed. Call once at
 * the top of a spec file; `openPage(who)` gives a phone-sized page, `openPage(who, width)` one
 * of that width.
 */
export function usePages(): { openPage: (who: string, width?: number) => Promise<Page> } {
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let pages: Record<string, Page> = {};
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      for (const [who, page] of Object.entries(pages)) {
        await screenshotOnFailure(page, `${test.task.name} (${who})`).catch(() => undefined);
      }
    }
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    pages = {};
  });
  return {
    async openPage(who, width) {
      const context = await newContext(browser, width ? { width, height: 900 } : {});
      contexts.push(context);
      const page = await context.newPage();
      pages[who] = page;
      return page;
    },
  };
}
