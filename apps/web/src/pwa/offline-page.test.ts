import { LANGUAGES } from '@gharseva/domain';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_URL, offlinePageFor, offlinePagePath, renderOfflinePage } from './offline-page';

const template = fs.readFileSync(path.join(import.meta.dirname, 'offline.html'), 'utf8');
const textsOf = (code: string) =>
  (
    JSON.parse(
      fs.readFileSync(
        path.join(import.meta.dirname, '../i18n/locales', code, 'common.json'),
        'utf8',
      ),
    ) as { offline: { title: string; body: string; retry: string } }
  ).offline;
const english = textsOf('en');
const built = LANGUAGES.map((l) => l.code);

describe('the offline pages', () => {
  it('are served at /offline.html for English and /offline/<code>.html otherwise', () => {
    expect(offlinePagePath('en')).toBe(OFFLINE_URL);
    expect(offlinePagePath('ta')).toBe('/offline/ta.html');
  });

  it('follow the language the page told the worker, else English', () => {
    expect(offlinePageFor('ur', built)).toBe('/offline/ur.html');
    expect(offlinePageFor('en', built)).toBe(OFFLINE_URL);
    expect(offlinePageFor(null, built)).toBe(OFFLINE_URL);
    expect(offlinePageFor('xx', built)).toBe(OFFLINE_URL);
    expect(offlinePageFor('../sw', built)).toBe(OFFLINE_URL);
  });

  it('render in the chosen language with its direction, then English', () => {
    const html = renderOfflinePage(
      template,
      { code: 'ur', dir: 'rtl', texts: textsOf('ur') },
      english,
    );
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toContain(`<title>${textsOf('ur').title} · GharSeva</title>`);
    expect(html).toContain(`<h1>${textsOf('ur').title}</h1>`);
    expect(html).toContain(`<button type="submit">${textsOf('ur').retry}</button>`);
    expect(html).toContain('<div lang="en" dir="ltr">');
    expect(html).toContain('<h2>You&#39;re offline</h2>');
    expect(html).not.toMatch(/%[A-Z]+%/);
    expect(html).not.toMatch(/<script/i);
  });

  it('in English, says it once', () => {
    const html = renderOfflinePage(template, { code: 'en', dir: 'ltr', texts: english }, english);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html.match(/You&#39;re offline/g)).toHaveLength(2); // the title and the heading
    expect(html).not.toContain('<h2>');
  });

  it('escape what they are given', () => {
    const html = renderOfflinePage(
      template,
      { code: 'en', dir: 'ltr', texts: { title: '<b>', body: 'a & b', retry: '"go"' } },
      english,
    );
    expect(html).toContain('<h1>&lt;b&gt;</h1>');
    expect(html).toContain('<p>a &amp; b</p>');
    expect(html).toContain('&quot;go&quot;');
  });
});
