import { describe, expect, it } from 'vitest';
import { isLanguageMessage, languageMessage } from './language-message';

describe('the language message to the service worker', () => {
  it('is recognised when it is ours and names a language code', () => {
    expect(isLanguageMessage(languageMessage('ta'))).toBe(true);
    expect(isLanguageMessage(languageMessage('mai'))).toBe(true);
  });

  it('is refused otherwise', () => {
    for (const data of [
      null,
      'ta',
      { type: 'gharseva:language' },
      { type: 'other', language: 'ta' },
      { type: 'gharseva:language', language: '../../x' },
      { type: 'gharseva:language', language: 7 },
    ]) {
      expect(isLanguageMessage(data), JSON.stringify(data)).toBe(false);
    }
  });
});
