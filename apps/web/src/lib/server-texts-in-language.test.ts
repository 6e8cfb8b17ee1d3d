import {
  LANGUAGES,
  NOTIFICATION_TEMPLATES,
  REPAIRER_ACTIVITY_TEMPLATES,
  titleParams,
  USER_ACTIVITY_TEMPLATES,
  type TextParams,
} from '@gharseva/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { serverText } from './server-text';

/** Words that read the same in every language: brand names, abbreviations, the params' names. */
const KEEP = new Set(['gharseva', 'upi', 'otp', 'id', 'ac', 'hvac', 'meera', 'mumbai']);

/** The person's own words (a chat message, a title they typed) are shown as written. */
const OWN_WORDS = 'नमस्ते 🙂';

/** The titles the app makes, from a wizard request and from a direct request. */
const TITLES: TextParams[] = [
  titleParams({
    title: 'Tap leakage - Taps & Mixers',
    serviceType: 'Plumbing',
    category: 'Taps & Mixers',
    issue: 'Tap leakage',
  }),
  titleParams({ title: 'Plumbing service request', serviceType: 'Plumbing' }),
  titleParams({
    title: 'AC & HVAC service request',
    serviceType: 'Appliances',
    category: 'Air Conditioner',
  }),
];

const SECTIONS = [
  ['templates', NOTIFICATION_TEMPLATES],
  ['userActivity', USER_ACTIVITY_TEMPLATES],
  ['repairerActivity', REPAIRER_ACTIVITY_TEMPLATES],
] as const;

/** Every English word of the English templates and of the English names put into them. */
const ENGLISH_WORDS = new Set(
  [
    ...SECTIONS.flatMap(([, templates]) => Object.values(templates)),
    ...TITLES.flatMap((p) => Object.values(p).map(String)),
    'Plumbing service',
  ]
    .join(' ')
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .toLowerCase()
    .match(/[a-z]+/g)!
    .filter((word) => !KEEP.has(word)),
);

function englishWordsIn(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => ENGLISH_WORDS.has(w));
}

/** Each template once (a plural pair by its base key and a count), with every title kind. */
function renderAll(): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  for (const [section, templates] of SECTIONS) {
    const keys = new Set(Object.keys(templates).map((k) => k.replace(/_(one|other)$/, '')));
    for (const template of keys) {
      for (const title of TITLES) {
        for (const count of [1, 4]) {
          const params: TextParams = {
            ...title,
            name: 'Meera',
            text: OWN_WORDS,
            // An admin's reason for a verification decision: his own words, shown as written.
            reason: OWN_WORDS,
            place: 'Mumbai 400001',
            amountPaise: 45_000,
            serviceType: 'Plumbing',
            // A visit's reminder: its date and hours, written in digits.
            // A visit's day and slot (issue 24): a reminder's hours, a moved visit's slot.
            date: '2026-12-01',
            from: '17:00',
            to: '21:00',
            slot: 'evening',
            count,
          };
          out.push({
            key: `${section}.${template}`,
            text: serverText(section, { message: 'English from the server', template, params }),
          });
        }
      }
    }
  }
  return out;
}

describe('server texts in every language', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('finds the English words in the English texts (the check sees what it looks for)', async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['notifications', 'catalogue', 'common', 'reschedule']);
    const rendered = renderAll();
    expect(rendered.length).toBeGreaterThan(100);
    for (const { text } of rendered) expect(englishWordsIn(text)).not.toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l.code !== 'en').map((l) => l.code))(
    'renders every notification and activity line in %s with no English word left',
    async (code) => {
      await i18n.changeLanguage(code);
      await i18n.loadNamespaces(['notifications', 'catalogue', 'common', 'reschedule']);
      const left = renderAll()
        .map(({ key, text }) => ({ key, text, english: englishWordsIn(text) }))
        .filter((r) => r.english.length > 0);
      expect(left).toEqual([]);
      await i18n.changeLanguage('en');
    },
  );
});
