import { LANGUAGES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './index';

/**
 * Every language has every English key of every namespace (with the plural forms its own
 * rules need), no key English lacks, no empty text, and the same {{placeholders}}.
 * TRANSLATION_LANGS=hi,ta limits the check while translating.
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const resource = (language: string, namespace: string): Tree | undefined =>
  files[`./locales/${language}/${namespace}.json`];

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** What a language must hold for the English keys: plural bases get that language's forms. */
function expectedKeys(english: Map<string, string>, language: string): Map<string, string> {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>();
  for (const [key, value] of english) {
    if (!PLURAL.test(key)) {
      expected.set(key, value);
      continue;
    }
    const base = key.replace(PLURAL, '');
    const other = english.get(`${base}_other`) ?? value;
    for (const form of forms) expected.set(`${base}_${form}`, other);
  }
  return expected;
}

const only = process.env.TRANSLATION_LANGS?.split(',').filter(Boolean);
const languages = LANGUAGES.map((l) => l.code).filter(
  (code) => code !== 'en' && (!only || only.includes(code)),
);

describe.each(languages)('%s translations', (language) => {
  it.each([...NAMESPACES])('translate every key of %s', (namespace) => {
    const english = flatten(resource('en', namespace) ?? {});
    const translated = resource(language, namespace);
    expect(translated, `locales/${language}/${namespace}.json is missing`).toBeDefined();
    const theirs = flatten(translated!);
    const expected = expectedKeys(english, language);
    const missing = [...expected.keys()].filter((k) => !theirs.has(k));
    const plurals = (k: string) => PLURAL.test(k) && expected.has(k.replace(PLURAL, '_other'));
    // The generated formats (decision 030) may name more day periods or a singular than English.
    const generated = (k: string) => namespace === 'common' && k.startsWith('format.');
    const extra = [...theirs.keys()].filter(
      (k) => !expected.has(k) && !plurals(k) && !generated(k),
    );
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, source] of expected) {
      const text = theirs.get(key)!;
      expect(text.trim(), `${namespace}:${key} is empty`).not.toBe('');
      expect(placeholders(text), `${namespace}:${key} placeholders`).toEqual(placeholders(source));
    }
  });
});
