/**
 * Where ICU's data does not write what a reader in India expects, the app's own words
 * (decision 040). `scripts/locale-formats.ts` writes these over what it reads from ICU, and
 * `locale-format.test.ts` expects them instead of `Intl`. Not imported by the app: the written
 * formats in each language's `common.json` are what the app reads.
 */

/**
 * Short rupees in lakh (10^5) and crore (10^7) instead of ICU's millions ('₹1.5மி' is 15 lakh
 * to a Tamil reader who counts in lakh). `thousand` replaces ICU's word for 10^3 where ICU has
 * none of the language's own (Maithili falls back to the root's Latin 'K').
 * `lakhOne`/`croreOne`: the word after exactly 1, where it differs (Telugu: 1 లక్ష, 2 లక్షలు).
 */
export const INDIAN_COMPACT: Readonly<
  Record<
    string,
    { lakh: string; crore: string; lakhOne?: string; croreOne?: string; thousand?: string }
  >
> = {
  as: { lakh: 'লাখ', crore: 'কোটি' },
  kn: { lakh: 'ಲಕ್ಷ', crore: 'ಕೋಟಿ' },
  mai: { lakh: 'लाख', crore: 'करोड़', thousand: 'हजार' },
  ml: { lakh: 'ലക്ഷം', crore: 'കോടി' },
  or: { lakh: 'ଲକ୍ଷ', crore: 'କୋଟି' },
  ta: { lakh: 'லட்சம்', crore: 'கோடி' },
  te: { lakh: 'లక్షలు', lakhOne: 'లక్ష', crore: 'కోట్లు', croreOne: 'కోటి' },
};

/**
 * The parts of the day a language names, where ICU's two halves read wrong: Maithili's
 * 'भोर' (dawn, morning) and 'सांझ' (evening) made 2 pm '2:05 सांझ'. Night to 4, morning to noon,
 * afternoon to 4 pm, evening to 8 pm, then night, as Hindi's day periods in CLDR; the word goes
 * before the time, as in Hindi's 'दोपहर 2:05' ('दुपहरिया 2:05').
 */
export const DAY_PERIODS: Readonly<
  Record<string, { words: string[]; hours: number[]; before: boolean }>
> = {
  mai: {
    words: ['राति', 'भोर', 'दुपहरिया', 'साँझ', 'राति'],
    hours: [0, 4, 12, 16, 20],
    before: true,
  },
};
