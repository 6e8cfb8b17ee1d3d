import { describe, expect, it } from 'vitest';
import { isPlainText, plainText } from './text.ts';

describe('isPlainText', () => {
  it.each([
    ['Latin', 'Ravi Verma'],
    ['Devanagari', 'रवि वर्मा'],
    ['Tamil', 'ரவி வர்மா'],
    ['Urdu with its marks', 'روی ورما\u200f'],
    ['an emoji (a surrogate pair)', 'Tap 🚰 fixed 👍'],
    ['a zero-width joiner', 'क्\u200dष'],
  ])('keeps %s', (_label, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it.each([
    ['a NUL byte', 'a\u0000'],
    ['a bell', '\u0007a'],
    ['an escape', 'a\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085'],
    ['U+FFFE', 'a\ufffe'],
    ['a lone high surrogate', 'a\ud83d'],
    ['a lone low surrogate', '\ude80a'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_label, text) => {
    expect(isPlainText(text)).toBe(false);
    expect(isPlainText(text, { multiline: true })).toBe(false);
  });

  it('allows line breaks and tabs in multi-line text only', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(isPlainText(text)).toBe(false);
      expect(isPlainText(text, { multiline: true })).toBe(true);
    }
  });
});

describe('plainText', () => {
  const schema = plainText({
    max: 5,
    messages: { invalid: 'invalid', tooLong: 'too long', characters: 'characters' },
  }).min(1, 'required');
  const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('trims, then checks the length', () => {
    expect(schema.parse('  abcde  ')).toBe('abcde');
    expect(message('abcdef')).toBe('too long');
    expect(message('   ')).toBe('required');
  });

  it('names the characters before anything else, and any other type as invalid', () => {
    expect(message('a\u0000'.repeat(10))).toBe('characters');
    for (const value of [1, true, null, {}, ['a']]) expect(message(value)).toBe('invalid');
  });
});
