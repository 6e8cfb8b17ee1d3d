import { LANGUAGES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import { SMS_TEXTS, smsText } from './sms-texts.ts';

const slots = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/** Every English word of the English SMS, but the brand and 'SMS'. */
const ENGLISH = new Set(
  Object.values(SMS_TEXTS.en)
    .join(' ')
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .toLowerCase()
    .match(/[a-z]+/g)!
    .filter((w) => !['gharseva', 'partner', 'sms'].includes(w)),
);

describe('SMS texts', () => {
  it.each(LANGUAGES.map((l) => l.code))('%s has every SMS, with the same slots', (code) => {
    const texts = SMS_TEXTS[code] as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(SMS_TEXTS.en).sort());
    for (const [key, english] of Object.entries(SMS_TEXTS.en)) {
      expect({ key, slots: slots(texts[key]!) }).toEqual({ key, slots: slots(english) });
      if (code === 'en') continue;
      const left = (
        texts[key]!.replace(/\{\{\s*\w+\s*\}\}/g, ' ')
          .toLowerCase()
          .match(/[a-z]+/g) ?? []
      ).filter((w) => ENGLISH.has(w));
      expect({ key, left }).toEqual({ key, left: [] });
    }
  });

  it('fills the slots, and falls back to English for a language it does not know', () => {
    expect(smsText('hi', 'verification', { code: '123456', minutes: 10, brand: 'GharSeva' })).toBe(
      '123456 आपका GharSeva सत्यापन कोड है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।',
    );
    expect(smsText('xx', 'newJob', { message: 'M.' })).toBe(
      'GharSeva Partner: M. Open the app to accept.',
    );
  });
});
