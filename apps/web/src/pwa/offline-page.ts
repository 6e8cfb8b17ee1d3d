/**
 * The offline pages (decision 024): one per language, written at build time from the template
 * `offline.html` and the language's `common.json` (`offline.title`, `.body`, `.retry`), and
 * the rule for which one the service worker shows. Pure, so both sides are unit-tested.
 */

/** The page shown when a page needs the network and there is none (English). */
export const OFFLINE_URL = '/offline.html';

export interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

export interface OfflineLanguage {
  code: string;
  dir: 'ltr' | 'rtl';
  texts: OfflineTexts;
}

/** Where the offline page of a language is served: /offline.html for English. */
export function offlinePagePath(code: string): string {
  return code === 'en' ? OFFLINE_URL : `/offline/${code}.html`;
}

/** The offline page for the language the person chose, among those built. */
export function offlinePageFor(language: string | null, built: readonly string[]): string {
  return language && built.includes(language) ? offlinePagePath(language) : OFFLINE_URL;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function block(texts: OfflineTexts, heading: 'h1' | 'h2', attrs = ''): string {
  return [
    `<div${attrs}>`,
    `<${heading}>${escapeHtml(texts.title)}</${heading}>`,
    `<p>${escapeHtml(texts.body)}</p>`,
    `</div>`,
  ].join('\n');
}

/**
 * A language's offline page: its own texts first, then the English ones (a phone shared in a
 * family, or a text that reads wrongly), and a Try again button in that language.
 */
export function renderOfflinePage(
  template: string,
  page: OfflineLanguage,
  english: OfflineTexts,
): string {
  const content = [
    block(page.texts, 'h1'),
    ...(page.code === 'en' ? [] : ['<hr />', block(english, 'h2', ' lang="en" dir="ltr"')]),
    `<form method="get"><button type="submit">${escapeHtml(page.texts.retry)}</button></form>`,
  ].join('\n');
  const slots: Record<string, string> = {
    LANG: page.code,
    DIR: page.dir,
    TITLE: escapeHtml(page.texts.title),
    CONTENT: content,
  };
  return template.replace(/%([A-Z]+)%/g, (whole, name: string) => slots[name] ?? whole);
}
