import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeFileName, objectLiteral } from './vite.locales.ts';

const evaluate = (literal: string): unknown => new Function(`return ${literal};`)();

describe('the locale files of the build', () => {
  it('writes texts as an object literal that reads back as the same texts', () => {
    const texts = {
      plain: 'नमस्ते',
      'with-dash': 'x',
      '1starts-with-digit': 'y',
      count_one: '{{count}} काम',
      nested: { quote: 'say "hi"', newline: 'a\nb', list: ['a', 'b'], empty: '' },
      $dollar: 'ok',
    };
    const literal = objectLiteral(texts);
    expect(evaluate(literal)).toEqual(texts);
    expect(literal).toContain('plain:');
    expect(literal).toContain('"with-dash":');
  });

  it('reads every real locale file back unchanged', () => {
    const dir = path.join(import.meta.dirname, 'src/i18n/locales/ur');
    for (const file of fs.readdirSync(dir)) {
      const texts: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      expect(evaluate(objectLiteral(texts)), file).toEqual(texts);
    }
  });

  it('names a file by language, namespace and the one version', () => {
    expect(localeFileName('hi', 'common', 'abc123')).toBe('assets/locale-hi-common-abc123.js');
  });
});
