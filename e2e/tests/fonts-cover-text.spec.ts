import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGE_COOKIE, type LanguageCode } from '@gharseva/domain';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { layOutEverything } from '../support/a11y.ts';
import { newContext } from '../support/browser.ts';
import { chooseLanguage, text } from '../support/locales.ts';
import { DEMO, signInByApi, waitForPath } from '../support/ui.ts';

/**
 * Issue 20, item 11 (decision 039): on a phone without Indian-language system fonts, the
 * headings, navigation, badges, toasts and "3 minutes ago" of a Hindi or Tamil page showed
 * empty boxes after the app's own font had loaded. Chromium runs here with a font configuration
 * that holds only Latin fonts (DejaVu, Liberation), as such a phone; every text of the script
 * on the page must then be drawn by the Noto family the app serves for the language: the font
 * Chromium actually used for each element is read through the DevTools protocol.
 */

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LATIN_FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/truetype/liberation',
].filter((dir) => fs.existsSync(dir));

const CASES: { code: LanguageCode; family: string; script: string }[] = [
  { code: 'hi', family: 'Noto Sans Devanagari', script: 'Devanagari' },
  { code: 'ta', family: 'Noto Sans Tamil', script: 'Tamil' },
  { code: 'ur', family: 'Noto Nastaliq Urdu', script: 'Arabic' },
];

let browser: Browser;
let fontDir: string;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  fontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-latin-fonts-'));
  const config = path.join(fontDir, 'fonts.conf');
  fs.writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
${LATIN_FONT_DIRS.map((dir) => `  <dir>${dir}</dir>`).join('\n')}
  <cachedir>${path.join(fontDir, 'cache')}</cachedir>
</fontconfig>
`,
  );
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    env: { ...process.env, FONTCONFIG_FILE: config },
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
});

afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

afterAll(async () => {
  await browser?.close();
  fs.rmSync(fontDir, { recursive: true, force: true });
});

/** A desktop-sized page (the header shows its navigation) of a visitor who chose `code`. */
async function pageIn(code: LanguageCode): Promise<Page> {
  const context = await newContext(browser, { width: 1280, height: 900 });
  contexts.push(context);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: code, url: inject('baseURL') }]);
  await context.addInitScript((lang) => localStorage.setItem('gharseva.language', lang), code);
  return context.newPage();
}

interface Drawn {
  tag: string;
  text: string;
  fonts: { familyName: string; glyphCount: number }[];
}

/**
 * Every element on the page with text of its own in the script, and the fonts Chromium drew
 * that text with (CSS.getPlatformFontsForNode), once the page's fonts have loaded.
 */
async function drawnTexts(page: Page, script: string): Promise<Drawn[]> {
  await layOutEverything(page);
  await page.evaluate(() => document.fonts.ready);
  // A frame for the layout that follows the last font load.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const marker = 'data-e2e-font-check';
    // Each element's whole text: Chromium counts the glyphs of its descendants too.
    const texts = await page.evaluate(
      ({ marker, script }) => {
        const inScript = new RegExp(`\\p{Script=${script}}`, 'u');
        const found: string[] = [];
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const own = Array.from(element.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? '')
            .join('');
          const box = element.getBoundingClientRect();
          if (!inScript.test(own) || box.width === 0 || box.height === 0) continue;
          element.setAttribute(marker, String(found.length));
          found.push(element.textContent ?? '');
        }
        return found;
      },
      { marker, script },
    );
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[${marker}]`,
    });
    expect(nodeIds.length).toBe(texts.length);
    const drawn: Drawn[] = [];
    for (const [index, nodeId] of nodeIds.entries()) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const { node } = await cdp.send('DOM.describeNode', { nodeId });
      // No font at all: not laid out (a closed answer of the questions), so nothing is drawn.
      if (fonts.length > 0) drawn.push({ tag: node.localName, text: texts[index]!, fonts });
    }
    return drawn;
  } finally {
    await cdp.detach();
  }
}

/**
 * The texts some of whose letters were not drawn by `family`: the other fonts drew more glyphs
 * than the text has characters outside the script (spaces, digits, Latin, punctuation, which
 * the system font comes first for). A box is the system font's glyph for a letter it lacks.
 */
function boxed(drawn: Drawn[], family: string, script: string): string[] {
  const inScript = new RegExp(`[\\p{Script=${script}}\\p{M}\\u200c\\u200d]`, 'u');
  return drawn
    .filter(({ text: own, fonts }) => {
      const outside = [...own].filter((c) => !inScript.test(c)).length;
      const byOthers = fonts
        .filter((f) => f.familyName !== family)
        .reduce((sum, f) => sum + f.glyphCount, 0);
      return !fonts.some((f) => f.familyName === family) || byOthers > outside;
    })
    .map(
      ({ tag, text: own, fonts }) =>
        `<${tag}> "${own.trim()}" drawn with ${fonts.map((f) => `${f.familyName} (${f.glyphCount})`).join(', ')}`,
    );
}

describe('the script font draws every letter on a phone without Indian system fonts', () => {
  it('has no system font for the scripts (else this test could not see a box)', async () => {
    const page = await pageIn('en');
    await page.goto('/');
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.id = 'e2e-probe';
      probe.style.fontFamily = 'sans-serif';
      probe.textContent = 'सर्विस சேவை سروس';
      document.body.prepend(probe);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '#e2e-probe',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((f) => f.familyName).join()).not.toMatch(
      /Devanagari|Tamil|Arab|Urdu|Nastaliq|Lohit|Mukta/i,
    );
  });

  for (const { code, family, script } of CASES) {
    it(`${code}: the landing page's headings, navigation, buttons and badges`, async () => {
      const page = await pageIn(code);
      await page.goto('/');
      await page
        .getByRole('heading', { level: 1, name: text(code, 'marketing', 'landing.hero.title') })
        .waitFor();
      const drawn = await drawnTexts(page, script);
      const tags = new Set(drawn.map((d) => d.tag));
      for (const tag of ['h1', 'h2', 'h3', 'a']) expect(tags).toContain(tag);
      expect(boxed(drawn, family, script)).toEqual([]);
    });

    it(`${code}: the landing page after choosing the language from the language button`, async () => {
      const page = await pageIn('en');
      await page.goto('/');
      await chooseLanguage(page, code);
      await page
        .getByRole('heading', { level: 1, name: text(code, 'marketing', 'landing.hero.title') })
        .waitFor();
      const drawn = await drawnTexts(page, script);
      expect(drawn.map((d) => d.tag)).toContain('h2');
      expect(boxed(drawn, family, script)).toEqual([]);
    });

    it(`${code}: a toast`, async () => {
      const page = await pageIn(code);
      await page.goto('/request-service');
      await waitForPath(page, '/user/login');
      const message = text(code, 'common', 'requestService.loginRequired');
      await page.locator('[data-sonner-toast]').filter({ hasText: message }).waitFor();
      const drawn = await drawnTexts(page, script);
      expect(drawn.map((d) => d.text.trim())).toContain(message);
      expect(boxed(drawn, family, script)).toEqual([]);
    });

    it(`${code}: the dashboard's navigation, tiles and "3 minutes ago"`, async () => {
      const page = await pageIn(code);
      await signInByApi(page.context(), DEMO.user);
      await page.goto('/user/dashboard');
      await page.getByTestId('recent-activity').locator('time').first().waitFor();
      const drawn = await drawnTexts(page, script);
      expect(drawn.map((d) => d.tag)).toContain('time');
      expect(boxed(drawn, family, script)).toEqual([]);
    });
  }
});
