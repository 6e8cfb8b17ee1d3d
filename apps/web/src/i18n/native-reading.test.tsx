import { LANGUAGES } from '@gharseva/domain';
import { cleanup, render } from '@testing-library/react';
import { Trans } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInSentence, PhoneNumber } from '../components/ui/phone-number';
import { i18n } from './index';

/**
 * Words and runs a native reader stumbles on (decision 040): wrong Hindi words, amounts written
 * into texts instead of by the money formatter, and left-to-right runs scrambled in Urdu.
 */
type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./locales/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>('../features/**/*.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Every text of every language: `language/namespace:key.path` and the text. */
function texts(only?: (language: string) => boolean): [string, string][] {
  const out: [string, string][] = [];
  const walk = (tree: Tree, at: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.push([`${at}${key}`, value]);
      else walk(value, `${at}${key}.`);
    }
  };
  for (const [file, tree] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language && namespace && (!only || only(language))) walk(tree, `${language}/${namespace}:`);
  }
  return out;
}

afterEach(cleanup);

describe('Devanagari words', () => {
  it('no Hindi, Marathi, Nepali or Maithili text says illiterate or unwanted', () => {
    const devanagari = texts((language) => ['hi', 'mr', 'ne', 'mai'].includes(language));
    expect(devanagari.length).toBeGreaterThan(1000);
    // 'अनपढ़' is illiterate (not unread), 'अनचाही गड़बड़ी' an unwanted (not unexpected) error.
    expect(devanagari.filter(([, text]) => /अनपढ़|अनपढ़|अनचाह/.test(text))).toEqual([]);
  });

  it('Hindi and Tamil promise an estimate, not an exact price', () => {
    const found = texts((language) => ['hi', 'ta', 'te'].includes(language)).filter(([, text]) =>
      /सही क़ीमत|सही कीमत|சரியான AI|సరిగ్గా AI/.test(text),
    );
    expect(found).toEqual([]);
  });
});

describe('amounts in texts', () => {
  it('no text writes an amount itself: every amount comes from the money formatter', () => {
    // ₹ before digits of any script ('₹150', '₹ ১৫০'), or before or after a placeholder, which
    // would be given a raw number ('₹{{fee}}'): both show Latin digits beside native ones.
    const written = texts().filter(([, text]) =>
      /₹\s*\p{Nd}|₹\s*\{\{|\}\}\s*₹|\p{Nd}\s*₹/u.test(text),
    );
    expect(written).toEqual([]);
  });
});

describe('left-to-right runs in Urdu', () => {
  const urdu = texts((language) => language === 'ur');

  it('every sentence with a phone number holds it whole in one element', () => {
    const withPhone = texts().filter(([, text]) => text.includes('{{phone}}'));
    expect(withPhone.length).toBe(4 * LANGUAGES.length);
    for (const [key, text] of withPhone) {
      expect(text, key).toMatch(
        /<strong>\+91 \{\{phone\}\}<\/strong>|<phone>\{\{phone\}\}<\/phone>/,
      );
    }
  });

  it('every page that puts a phone number in a sentence isolates it', () => {
    const pages = Object.entries(sources).filter(([, source]) => /values=\{\{ phone:/.test(source));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [file, source] of pages) {
      expect(source, file).toMatch(/(strong|phone): <PhoneInSentence \/>/);
      expect(source, file).not.toMatch(/strong: <strong/);
    }
  });

  it('renders the OTP sentence with the number isolated left to right', async () => {
    await i18n.loadLanguages('ur');
    const t = i18n.getFixedT('ur', 'auth');
    const { container } = render(
      <p dir="rtl">
        <Trans
          t={t}
          i18nKey="verifyOtp.subtitle"
          values={{ phone: '98765 43210' }}
          components={{ strong: <PhoneInSentence /> }}
        />
      </p>,
    );
    const strong = container.querySelector('strong');
    expect(strong?.getAttribute('dir')).toBe('ltr');
    expect(strong?.textContent).toBe('+91 98765 43210');
    expect(container.textContent).toContain('پر بھیجا گیا');
  });

  it('shows a phone number on its own isolated left to right', () => {
    const { container } = render(<PhoneNumber phone="9876543210" country />);
    const bdi = container.querySelector('bdi');
    expect(bdi?.getAttribute('dir')).toBe('ltr');
    expect(bdi?.textContent).toBe('+91 98765 43210');
  });

  it('writes times of day in Urdu words, not AM and PM', () => {
    // The generated date formats (`format`, decision 030) keep ICU's: a time reads '3:45 PM'.
    const translated = urdu.filter(([key]) => !key.startsWith('ur/common:format.'));
    expect(translated.filter(([, text]) => /\b[AP]M\b/.test(text))).toEqual([]);
    expect(files['./locales/ur/common.json']?.timeSlots).toEqual({
      morning: 'صبح (9 سے 12 بجے تک)',
      afternoon: 'دوپہر (12 سے 5 بجے تک)',
      evening: 'شام (5 سے 9 بجے تک)',
      flexible: 'کسی بھی وقت (دن میں کبھی بھی)',
    });
  });

  it('writes no Latin range of numbers and letters that bidi reorders', () => {
    // '(2-3 BHK)' shows as '(BHK 3-2)': a range is written with Urdu's 'سے' between numbers.
    expect(urdu.filter(([, text]) => /\d\s*[-–]\s*\d+\s*[A-Za-z]/.test(text))).toEqual([]);
    // One entity of letters and digits ('AES-256', 'XXXX XXXX 1234') shows as '256-AES'.
    expect(urdu.filter(([, text]) => /[A-Za-z]-\d|\d-[A-Za-z]|X{4} X{4} \d{4}/.test(text))).toEqual(
      [],
    );
  });
});

describe('Bengali floors', () => {
  it('writes the 2nd floor (two above the ground) as তিনতলা, not দোতলা', () => {
    const bengali = files['./locales/bn/marketing.json'] as { shared: { company: Tree } };
    expect(bengali.shared.company.addressLine1).toMatch(/^তিনতলা,/);
  });
});
