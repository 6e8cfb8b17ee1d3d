import { APP_TIME_ZONE, LANGUAGES, type LanguageCode } from '@gharseva/domain';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleFormats } from '../testing/locale-formats';
import { formatDateStyle } from '../utils/date';
import { formatMoneyCompact, formatMoneyPaise, formatMoneyRupees } from '../utils/money';
import { formatNumber } from '../utils/number';
import { DATE_STYLES, indianLocale, type DateStyle } from './format-data';

/**
 * Issue 20, item 11 (decision 039): every character of every language's texts is drawn by the
 * font the app serves for that language (i18n/fonts.ts), in every weight the app's styles use.
 * A character is covered when, for that weight, the @font-face rule the browser picks (CSS
 * font matching, then `unicode-range`) points at a woff2 file whose character map has it.
 *
 * What needs no glyph: format characters (Unicode's default-ignorable code points: zero-width
 * joiners, bidi marks and isolates, soft hyphen, variation selectors) and control characters
 * (a line break in a text). English is served no font: the system font draws it, so English
 * may use only characters every system sans-serif font has (SYSTEM_FONT below).
 */

const WEB = path.resolve(import.meta.dirname, '../..');
const ROOT = path.resolve(WEB, '../..');
const LOCALES = path.join(WEB, 'src/i18n/locales');

/** Printable ASCII, Latin-1, the dashes, quotes, bullet and ellipsis, and the rupee sign. */
const SYSTEM_FONT = /^[\u0020-\u007e\u00a0-\u00ff\u2010-\u2027\u20b9]$/u;
const NEEDS_NO_GLYPH = /^[\p{Default_Ignorable_Code_Point}\p{Cc}]$/u;

// ---------------------------------------------------------------------------------------------
// What the app serves: fonts.ts's stylesheets per language, their @font-face rules and files.

/** The @fontsource stylesheets fonts.ts imports for each language (null: the system font). */
function servedStylesheets(): Record<string, string[] | null> {
  const source = fs.readFileSync(path.join(WEB, 'src/i18n/fonts.ts'), 'utf8');
  const table = source.slice(source.indexOf('SCRIPT_FONTS'), source.indexOf('\n};'));
  const served: Record<string, string[] | null> = {};
  for (const match of table.matchAll(/^ {2}(\w+): (null|[\s\S]*?\]\)),?$/gm)) {
    const [, code, body] = match;
    served[code!] =
      body === 'null'
        ? null
        : Array.from(body!.matchAll(/import\('(@fontsource\/[^']+\.css)'\)/g), (m) => m[1]!);
  }
  return served;
}

interface Face {
  family: string;
  weight: number;
  ranges: [number, number][];
  file: string;
}

function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

function facesOf(stylesheet: string): Face[] {
  const file = path.join(ROOT, 'node_modules', stylesheet);
  const css = fs.readFileSync(file, 'utf8');
  return Array.from(css.matchAll(/@font-face\s*{([^}]*)}/g), ([, body]) => {
    const get = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body!)?.[1]?.trim();
    const woff2 = /url\(([^)]+\.woff2)\)/.exec(get('src') ?? '')?.[1];
    if (!woff2) throw new Error(`${stylesheet}: a face without a woff2 file`);
    return {
      family: get('font-family')!.replace(/['"]/g, ''),
      weight: Number(get('font-weight')),
      ranges: parseRanges(get('unicode-range') ?? 'U+0-10FFFF'),
      file: path.resolve(path.dirname(file), woff2),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The character map of a woff2 file: its table directory, the Brotli stream, then `cmap`
// (stored untransformed in woff2), format 4 or 12 of the Windows Unicode subtables.

function readBase128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('bad UIntBase128');
}

const GLYF = 10;
const LOCA = 11;

function cmapTable(woff2: Buffer): Buffer {
  if (woff2.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a woff2 file');
  const numTables = woff2.readUInt16BE(12);
  const compressedSize = woff2.readUInt32BE(20);
  const at = { offset: 48 };
  let offset = 0;
  let cmap: { offset: number; length: number } | null = null;
  for (let i = 0; i < numTables; i++) {
    const flags = woff2[at.offset++]!;
    const known = flags & 0x3f;
    const tag = known === 63 ? woff2.toString('latin1', at.offset, (at.offset += 4)) : null;
    const version = flags >> 6;
    const length = readBase128(woff2, at);
    const glyfOrLoca = known === GLYF || known === LOCA;
    const transformed = glyfOrLoca ? version === 0 : version !== 0;
    const stored = transformed ? readBase128(woff2, at) : length;
    if (known === 0 || tag === 'cmap') cmap = { offset, length };
    offset += stored;
  }
  if (!cmap) throw new Error('no cmap table');
  const data = zlib.brotliDecompressSync(woff2.subarray(at.offset, at.offset + compressedSize));
  return data.subarray(cmap.offset, cmap.offset + cmap.length);
}

function characterMap(file: string): Set<number> {
  const cmap = cmapTable(fs.readFileSync(file));
  const chars = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const start = cmap.readUInt32BE(8 + i * 8);
    if (!(platform === 3 && (encoding === 1 || encoding === 10)) && platform !== 0) continue;
    const format = cmap.readUInt16BE(start);
    if (format === 4) {
      const segments = cmap.readUInt16BE(start + 6) / 2;
      const ends = start + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const first = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readUInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = first; c <= end && c !== 0xffff; c++) {
          let glyph: number;
          if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
          else {
            const at = rangeOffsets + s * 2 + rangeOffset + (c - first) * 2;
            glyph = cmap.readUInt16BE(at);
            if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
          }
          if (glyph !== 0) chars.add(c);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(start + 12);
      for (let g = 0; g < groups; g++) {
        const first = cmap.readUInt32BE(start + 16 + g * 12);
        const last = cmap.readUInt32BE(start + 20 + g * 12);
        for (let c = first; c <= last; c++) chars.add(c);
      }
    }
  }
  return chars;
}

// ---------------------------------------------------------------------------------------------
// The weights the app's styles ask for, and the served weight the browser matches to each.

const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** Body text (400), `<b>`/`<strong>` (bolder: 700) and every `font-*` class or font-weight. */
function usedWeights(): number[] {
  const weights = new Set([400, 700]);
  for (const file of sourceFiles(path.join(WEB, 'src'))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/\bfont-(\w+)\b/g)) {
      if (TAILWIND_WEIGHTS[name!]) weights.add(TAILWIND_WEIGHTS[name!]!);
    }
    for (const [, value] of source.matchAll(/font-weight:\s*(\d{3})/g)) weights.add(Number(value));
  }
  // Sonner's toasts set their titles in 500 and their buttons in 500 and 600.
  weights.add(500).add(600);
  return [...weights].sort((a, b) => a - b);
}

/** CSS Fonts 4, font-weight matching: the served weight the browser uses for `wanted`. */
function matchWeight(wanted: number, served: number[]): number {
  if (served.includes(wanted)) return wanted;
  const below = served.filter((w) => w < wanted).sort((a, b) => b - a);
  const above = served.filter((w) => w > wanted).sort((a, b) => a - b);
  let order: number[];
  if (wanted >= 400 && wanted <= 500) {
    order = [...above.filter((w) => w <= 500), ...below, ...above.filter((w) => w > 500)];
  } else if (wanted < 400) order = [...below, ...above];
  else order = [...above, ...below];
  return order[0]!;
}

// ---------------------------------------------------------------------------------------------
// Every character a language shows: its texts, and what the formatters write in it.

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function localeTexts(code: string): string[] {
  const dir = path.join(LOCALES, code);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
    .map((text) => text.replace(/\{\{[^}]*\}\}/g, '').replace(/\$t\([^)]*\)/g, ''));
}

function formatted(code: LanguageCode): string[] {
  const locale = indianLocale(code);
  const dates = Array.from(
    { length: 12 },
    (_, month) => new Date(Date.UTC(2026, month, 9, month * 2, 5)),
  );
  return [
    formatMoneyRupees(123456789, locale),
    formatMoneyPaise(1234567, locale),
    formatMoneyCompact(150000, locale),
    formatMoneyCompact(25000000, locale),
    formatNumber(-1234567.89, { maximumFractionDigits: 2 }, locale),
    ...dates.flatMap((date) =>
      (Object.keys(DATE_STYLES) as DateStyle[]).map((style) =>
        formatDateStyle(date, style, locale),
      ),
    ),
  ];
}

function charactersOf(texts: string[]): Map<string, string> {
  const chars = new Map<string, string>();
  for (const text of texts) {
    for (const char of text)
      if (!chars.has(char) && !NEEDS_NO_GLYPH.test(char)) chars.set(char, text);
  }
  return chars;
}

const hex = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

beforeAll(loadLocaleFormats);

describe('the served font covers every character of every language', () => {
  const served = servedStylesheets();
  const weights = usedWeights();

  it('reads a font for every language but English from fonts.ts', () => {
    expect(Object.keys(served).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
    for (const { code } of LANGUAGES) {
      if (code === 'en') expect(served[code]).toBeNull();
      else expect(served[code]?.length).toBeGreaterThan(0);
    }
    expect(APP_TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('English uses only characters every system font has', () => {
    const missing = [...charactersOf([...localeTexts('en'), ...formatted('en')])]
      .filter(([char]) => !SYSTEM_FONT.test(char))
      .map(([char, text]) => `${hex(char)} ${char} in "${text}"`);
    expect(missing).toEqual([]);
  });

  const maps = new Map<string, Set<number>>();
  const mapOf = (file: string) => {
    let map = maps.get(file);
    if (!map) maps.set(file, (map = characterMap(file)));
    return map;
  };

  it('reads the character maps right (a Tamil face has Tamil KA, not Devanagari KA)', () => {
    const tamil = facesOf('@fontsource/noto-sans-tamil/400.css').find((f) =>
      f.ranges.some(([a, b]) => a <= 0x0b95 && 0x0b95 <= b),
    )!;
    expect(mapOf(tamil.file).has(0x0b95)).toBe(true);
    expect(mapOf(tamil.file).has(0x0915)).toBe(false);
    expect(mapOf(tamil.file).size).toBeGreaterThan(70);
  });

  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`${code}: every character, in every weight`, () => {
      const faces = (served[code] ?? []).flatMap(facesOf);
      const servedWeights = [...new Set(faces.map((f) => f.weight))];
      const chars = charactersOf([...localeTexts(code), ...formatted(code)]);
      const missing: string[] = [];
      for (const weight of weights) {
        const matched = matchWeight(weight, servedWeights);
        const candidates = faces.filter((f) => f.weight === matched);
        for (const [char, text] of chars) {
          const point = char.codePointAt(0)!;
          // The browser tries each family of the stack in turn, and in a family the face whose
          // range holds the character: one face in range with the glyph draws it.
          const drawn = candidates.some(
            (f) => f.ranges.some(([a, b]) => point >= a && point <= b) && mapOf(f.file).has(point),
          );
          if (!drawn) {
            missing.push(`${weight}: ${hex(char)} ${char} in "${text}"`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }
});
