/**
 * Long copy (legal sections, FAQ, summaries) lives in marketing.json as arrays and objects read
 * with `returnObjects`. The compile-time types only describe the English file, so each shape is
 * checked at run time too: a malformed translation logs once and renders nothing rather than
 * crashing the page. Plain guards, not zod: the public pages load no schema library
 * (docs/performance.md, the landing page's script budget).
 */

export interface TLegalSubsection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export interface TLegalSection extends TLegalSubsection {
  subsections?: TLegalSubsection[];
  /** Paragraphs shown after the list and subsections. */
  after?: string[];
}

export interface TFaqItem {
  question: string;
  answer: string;
}

type Guard<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isListOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

const isOptional = <T>(guard: Guard<T>, value: unknown) => value === undefined || guard(value);

const isStringList = isListOf(isString);

const isLegalSubsection: Guard<TLegalSubsection> = (value): value is TLegalSubsection =>
  isRecord(value) &&
  isString(value.title) &&
  isOptional(isStringList, value.paragraphs) &&
  isOptional(isStringList, value.items);

const isLegalSection: Guard<TLegalSection> = (value): value is TLegalSection =>
  isLegalSubsection(value) &&
  isOptional(isListOf(isLegalSubsection), (value as TLegalSection).subsections) &&
  isOptional(isStringList, (value as TLegalSection).after);

const isFaqItem: Guard<TFaqItem> = (value): value is TFaqItem =>
  isRecord(value) && isString(value.question) && isString(value.answer);

function parseList<T>(item: Guard<T>, value: unknown, key: string): T[] {
  if (isListOf(item)(value)) return value;
  console.error(`marketing: "${key}" is not in the expected shape`, value);
  return [];
}

export const parseStringList = (value: unknown, key: string): string[] =>
  parseList(isString, value, key);

export const parseLegalSections = (value: unknown, key: string): TLegalSection[] =>
  parseList(isLegalSection, value, key);

export const parseFaqItems = (value: unknown, key: string): TFaqItem[] =>
  parseList(isFaqItem, value, key);
