import { describe, expect, it } from 'vitest';
import { acceptedLanguageTags, chooseLanguage, languageDirection } from './language-choice.ts';

describe('chooseLanguage', () => {
  it('keeps a saved choice over the preferred languages', () => {
    expect(chooseLanguage('ta', ['hi-IN', 'en'])).toBe('ta');
  });

  it('takes the first preferred language we have, by its base tag', () => {
    expect(chooseLanguage(null, ['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(chooseLanguage(undefined, ['MAI'])).toBe('mai');
  });

  it('ignores a saved value that is not a language of ours, and falls back to English', () => {
    expect(chooseLanguage('xx', ['de', 'fr'])).toBe('en');
    expect(chooseLanguage('<script>', [])).toBe('en');
  });
});

describe('acceptedLanguageTags', () => {
  it('orders tags by quality, keeping the header order among equals', () => {
    expect(acceptedLanguageTags('en;q=0.5, ta-IN, hi;q=0.9, bn')).toEqual([
      'ta-IN',
      'bn',
      'hi',
      'en',
    ]);
  });

  it('drops refused, wildcard and malformed entries', () => {
    expect(acceptedLanguageTags('hi;q=0, *;q=0.1, ur;q=abc, , te')).toEqual(['te']);
  });

  it('reads nothing from a missing header', () => {
    expect(acceptedLanguageTags(undefined)).toEqual([]);
    expect(acceptedLanguageTags('')).toEqual([]);
  });
});

describe('languageDirection', () => {
  it('is right to left for Urdu only', () => {
    expect(languageDirection('ur')).toBe('rtl');
    expect(languageDirection('hi')).toBe('ltr');
    expect(languageDirection('zz')).toBe('ltr');
  });
});
