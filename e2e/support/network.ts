import type { Page } from 'playwright-core';

/**
 * Holds the page's `method` calls to our own `path` until `release()`, then
 * lets them through to the real server: a loading state can then be seen
 * for sure, however fast the server answers.
 */
export async function holdRequests(
  page: Page,
  method: string,
  path: string,
): Promise<{ release: () => void }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await gate;
      return route.continue();
    },
  );
  return { release };
}
