import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type LanguageCode } from '@gharseva/domain';
import type { BrowserContext, Page } from 'playwright-core';

/** The web app's translations (apps/web/src/i18n/locales/<code>/<namespace>.json). */
const LOCALES = path.resolve(import.meta.dirname, '../../apps/web/src/i18n/locales');

type Texts = { [key: string]: string | Texts };
const cache = new Map<string, Texts>();

function namespace(code: LanguageCode, ns: string): Texts {
  const file = path.join(LOCALES, code, `${ns}.json`);
  let texts = cache.get(file);
  if (!texts) {
    texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Texts;
    cache.set(file, texts);
  }
  return texts;
}

/**
 * A text as the app ships it, by namespace and dotted key, with its `{{name}}` slots filled:
 * what the screen must show, read from the same files instead of copied into the test.
 */
export function text(
  code: LanguageCode,
  ns: string,
  key: string,
  values: Record<string, string> = {},
): string {
  let node: string | Texts | undefined = namespace(code, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${code}/${ns}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A catalogue text (keyed by its English text, decision 025) in the language. */
export function catalogueText(code: LanguageCode, english: string): string {
  const translated = namespace(code, 'catalogue')[english];
  if (typeof translated !== 'string') throw new Error(`no catalogue text ${code}: ${english}`);
  return translated;
}

/** The language's name in its own script, as the language list shows it. */
export function languageName(code: LanguageCode): string {
  return LANGUAGES.find((l) => l.code === code)!.name;
}

/**
 * Whole rupees as the app must show them in the language (its `<code>-IN` locale): the
 * locale's own digits, separators and ₹ placement from Intl, and Indian grouping (lakh,
 * crore: 1,23,45,678) whatever grouping the locale's data uses.
 */
export function expectedRupees(amount: number, code: LanguageCode): string {
  const parts = new Intl.NumberFormat(`${code}-IN`, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).formatToParts(amount);
  const separator = parts.find((p) => p.type === 'group')?.value ?? '';
  const digits = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const all = [...digits.join('')];
  const groups = [all.splice(-3).join('')];
  while (all.length > 0) groups.unshift(all.splice(-2).join(''));
  let integerDone = false;
  return parts
    .map((p) => {
      if (p.type === 'group') return '';
      if (p.type !== 'integer') return p.value;
      if (integerDone) return '';
      integerDone = true;
      return groups.join(separator);
    })
    .join('');
}

declare global {
  interface Window {
    __languageSwitch?: { clickedAt?: number; changedAt?: number };
  }
}

/**
 * Picks `code` by its own-script name from the floating language button's list, as a person
 * does, and waits until the page has switched. Returns the milliseconds between the click and
 * `<html lang>` changing (SPEC: the switch applies after a 300 ms pause).
 */
export async function chooseLanguage(page: Page, code: LanguageCode): Promise<number> {
  await page.getByTestId('language-button').click();
  const list = page.getByTestId('language-list');
  await list.waitFor();
  await page.evaluate(() => {
    const timing: NonNullable<Window['__languageSwitch']> = {};
    window.__languageSwitch = timing;
    document.addEventListener(
      'click',
      () => {
        timing.clickedAt ??= performance.now();
      },
      { capture: true, once: true },
    );
    const from = document.documentElement.lang;
    new MutationObserver((_records, observer) => {
      if (document.documentElement.lang === from) return;
      timing.changedAt = performance.now();
      observer.disconnect();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  });
  await list.getByRole('button', { name: languageName(code), exact: true }).click();
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
  return page.evaluate(() => {
    const { clickedAt = NaN, changedAt = NaN } = window.__languageSwitch ?? {};
    return changedAt - clickedAt;
  });
}

/** What the browser downloaded of the per-language files (build names from vite.file-names.ts). */
export interface LanguageDownloads {
  /** The language code of every locale chunk requested (`locale-<code>-<ns>-[hash].js`). */
  localeLanguages(): Set<string>;
  /** The path of every font stylesheet (`font-<family>-<weight>-[hash].css`) and font file. */
  fontFiles(): string[];
}

/** Starts recording the locale chunks and font files `context` requests. */
export function recordLanguageDownloads(context: BrowserContext): LanguageDownloads {
  const paths = new Set<string>();
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) paths.add(pathname);
  });
  return {
    localeLanguages: () =>
      new Set(
        [...paths].flatMap((p) => /^\/assets\/locale-([a-z]{2,3})-/.exec(p)?.slice(1, 2) ?? []),
      ),
    fontFiles: () =>
      [...paths].filter((p) => /^\/assets\/font-.*\.css$/.test(p) || /\.woff2?$/.test(p)),
  };
}
