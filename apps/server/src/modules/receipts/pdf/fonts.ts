import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The fonts of the PDFs: Noto Sans of the @fontsource packages the web app also uses, read from
 * node_modules both from source and from the compiled server (its packages stay external).
 * Their files are Google Fonts' unicode-range subsets, so a text is set in runs: the script's
 * own subset for its letters (and ₹, which the Devanagari subset carries), the Latin subset of
 * the same family for the rest. fontkit (inside pdfkit) shapes each run with the font's
 * OpenType tables, conjuncts and vowel signs included (decision 049).
 */
export type Script =
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'oriya'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'arabic';

/** The script each language of the app is written in; English needs Latin only. */
export const LANGUAGE_SCRIPTS: Record<string, Script | null> = {
  en: null,
  hi: 'devanagari',
  mr: 'devanagari',
  ne: 'devanagari',
  mai: 'devanagari',
  bn: 'bengali',
  as: 'bengali',
  pa: 'gurmukhi',
  gu: 'gujarati',
  or: 'oriya',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
  ur: 'arabic',
};

/** Scripts written right to left. */
export const RTL_SCRIPTS = new Set<Script>(['arabic']);

const PACKAGE: Record<Script, string> = {
  devanagari: 'noto-sans-devanagari',
  bengali: 'noto-sans-bengali',
  gurmukhi: 'noto-sans-gurmukhi',
  gujarati: 'noto-sans-gujarati',
  oriya: 'noto-sans-oriya',
  tamil: 'noto-sans-tamil',
  telugu: 'noto-sans-telugu',
  kannada: 'noto-sans-kannada',
  malayalam: 'noto-sans-malayalam',
  // Urdu is written in Nastaliq, the style its readers expect (the web app uses it too).
  arabic: 'noto-nastaliq-urdu',
};

/** Nastaliq has regular and bold only in 400 and 700; so do the others. */
export type Weight = 400 | 700;

function fontFile(pkg: string, subset: string, weight: Weight): string {
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
}

/** The Latin subset (digits, ASCII, punctuation) every PDF sets its figures in. */
export const latinFont = (weight: Weight) => fontFile('noto-sans-devanagari', 'latin', weight);

/** The Devanagari subset, which also carries the rupee sign ₹. */
export const rupeeFont = (weight: Weight) => fontFile('noto-sans-devanagari', 'devanagari', weight);

/** A script's own subset. */
export const scriptFont = (script: Script, weight: Weight) =>
  fontFile(PACKAGE[script], script, weight);
