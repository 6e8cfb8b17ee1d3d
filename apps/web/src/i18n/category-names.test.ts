import { LANGUAGES } from '@gharseva/domain';
import { describe, expect, it } from 'vitest';
import enCommon from './locales/en/common.json';

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  './locales/*/{common,catalogue}.json',
  { eager: true },
);

/** Latin words a translation may keep: abbreviations in capitals, and these units and names. */
const KEPT = new Set(['Wi', 'Fi', 'kW']);

function englishLeft(text: string): string[] {
  return (text.match(/[A-Za-z]+/g) ?? []).filter((w) => w !== w.toUpperCase() && !KEPT.has(w));
}

describe.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
  'category names in %s',
  (code) => {
    const common = files[`./locales/${code}/common.json`]!.default as typeof enCommon;
    const catalogue = files[`./locales/${code}/catalogue.json`]!.default as Record<string, string>;

    it('translate every search category, none left as its English', () => {
      for (const [key, english] of Object.entries(enCommon.searchCategories)) {
        const text = common.searchCategories[key as keyof typeof enCommon.searchCategories];
        expect({ key, text }).not.toEqual({ key, text: english });
        expect(englishLeft(text)).toEqual([]);
      }
    });

    it('translate every catalogue name, keeping only abbreviations in Latin letters', () => {
      for (const [english, text] of Object.entries(catalogue)) {
        expect({ english, text }).not.toEqual({ english, text: english });
        expect({ english, left: englishLeft(text) }).toEqual({ english, left: [] });
      }
    });
  },
);
