import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpUserByApi } from '../support/accounts.ts';
import { chooseLanguage, text } from '../support/locales.ts';
import { usePages } from '../support/pages.ts';
import { h1 } from '../support/ui.ts';

/**
 * The installable app (decision 024): the manifest and icons, the service worker, the offline
 * page in the chosen language, the shell of visited public pages offline, and no server answer
 * kept in any cache.
 */
const pages = usePages();
let context: BrowserContext;

async function openPage(): Promise<Page> {
  const page = await pages.openPage('visitor');
  context = page.context();
  return page;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until /sw.js is active and controls the page, and returns its state. */
async function controllingWorker(p: Page) {
  // `ready` resolves while the worker may still be activating; wait until it has finished.
  await p.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  return p.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      state: registration.active?.state,
      script: new URL(registration.active?.scriptURL ?? '').pathname,
      scope: new URL(registration.scope).pathname,
      controller: new URL(navigator.serviceWorker.controller?.scriptURL ?? '').pathname,
    };
  });
}

/** Every URL in every Cache Storage cache of the origin, by cache name. */
async function cachedUrls(p: Page): Promise<Record<string, string[]>> {
  return p.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => request.url);
    }
    return all;
  });
}

describe('[PWA]: the installable app', () => {
  it('links a valid manifest: name, standalone, start URL, and 192 and 512 px PNG icons that load', async () => {
    const p = await openPage();
    await p.goto('/');
    const href = await p.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await p.request.get(href!);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name?: string;
      short_name?: string;
      display?: string;
      start_url?: string;
      scope?: string;
      icons?: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'GharSeva',
      short_name: 'GharSeva',
      display: 'standalone',
      start_url: '/',
      scope: '/',
    });
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) {
      const image = await p.request.get(new URL(icon.src, p.url()).pathname);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
      expect(icon.type).toBe('image/png');
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
    }
  });

  it('a service worker controls the page; offline, a page never visited shows the offline page in the language chosen (Hindi), and Try again loads it once back online', async () => {
    const p = await openPage();
    await p.goto('/');
    expect(await controllingWorker(p)).toEqual({
      state: 'activated',
      script: '/sw.js',
      scope: '/',
      controller: '/sw.js',
    });

    await chooseLanguage(p, 'hi');
    await h1(p, text('hi', 'marketing', 'landing.hero.title')).waitFor();
    // The page tells the worker the language; wait until it has kept it.
    await expect
      .poll(() =>
        p.evaluate(async () => {
          const saved = await caches.match('/__gs/language', { cacheName: 'gs-preferences' });
          return saved?.text() ?? null;
        }),
      )
      .toBe('hi');

    await context.setOffline(true);
    const offline = await p.goto('/user/login');
    expect(offline?.fromServiceWorker()).toBe(true);
    await h1(p, text('hi', 'common', 'offline.title')).waitFor();
    expect(await p.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([
      'hi',
      'ltr',
    ]);
    expect(await p.title()).toBe(`${text('hi', 'common', 'offline.title')} · GharSeva`);
    await p.getByText(text('hi', 'common', 'offline.body'), { exact: true }).waitFor();
    // The English text follows, for a phone shared in a family.
    await p
      .getByRole('heading', { level: 2, name: text('en', 'common', 'offline.title'), exact: true })
      .waitFor();
    const retry = p.getByRole('button', { name: text('hi', 'common', 'offline.retry') });

    // Still offline, Try again shows the offline page again; online, the page itself.
    await retry.click();
    await h1(p, text('hi', 'common', 'offline.title')).waitFor();
    await context.setOffline(false);
    await retry.click();
    await h1(p, text('hi', 'auth', 'login.userTitle')).waitFor();
    expect(new URL(p.url()).pathname).toBe('/user/login');
  });

  it('offline, a visited public page loads from the app shell; no /api answer is in any cache, even after signed-in pages', async () => {
    const p = await openPage();
    await p.goto('/');
    await controllingWorker(p);
    // Loaded again under the worker, so the page's own files pass through it.
    await p.reload();
    await h1(p, text('en', 'marketing', 'landing.hero.title')).waitFor();
    await p.goto('/services');
    await h1(p, text('en', 'marketing', 'services.title')).waitFor();

    // Signed-in pages call the API with personal data, through the worker.
    await signUpUserByApi(context, 'Farhan Qureshi');
    const apiCalls: string[] = [];
    p.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(response.url());
    });
    await p.goto('/user/dashboard');
    await p.waitForLoadState('networkidle');
    expect(apiCalls).not.toEqual([]);

    const caches = await cachedUrls(p);
    const urls = Object.values(caches).flat();
    const paths = urls.map((url) => new URL(url).pathname);
    expect(paths.filter((path) => /^\/(api|socket\.io)(\/|$)/.test(path))).toEqual([]);
    // Not an empty check: the shell is precached and the visited pages' files were kept.
    expect(paths).toContain('/index.html');
    expect(paths.some((path) => path.startsWith('/assets/locale-en-marketing-'))).toBe(true);

    await context.setOffline(true);
    for (const [path, title] of [
      ['/services', text('en', 'marketing', 'services.title')],
      ['/', text('en', 'marketing', 'landing.hero.title')],
    ] as const) {
      const response = await p.goto(path);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await h1(p, title).waitFor();
    }
    // A signed-in page needs the server even when visited: the offline page (in English).
    await p.goto('/user/dashboard');
    await h1(p, text('en', 'common', 'offline.title')).waitFor();
    expect(await p.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});
