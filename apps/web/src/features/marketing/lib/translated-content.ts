import { z } from 'zod';

/**
 * Long copy (legal sections, FAQ, summaries) lives in marketing.json as arrays and objects read
 * with `returnObjects`. The compile-time types only describe the English file, so each shape is
 * checked at run time too: a malformed translation logs once and renders nothing rather than
 * crashing the page.
 */

const ZStringList = z.array(z.string());

const ZLegalSubsection = z.object({
  title: z.string(),
  paragraphs: ZStringList.optional(),
  items: ZStringList.optional(),
});

const ZLegalSection = ZLegalSubsection.extend({
  subsections: z.array(ZLegalSubsection).optional(),
  /** Paragraphs shown after the list and subsections. */
  after: ZStringList.optional(),
});

const ZFaqItem = z.object({ question: z.string(), answer: z.string() });

export type TLegalSubsection = z.infer<typeof ZLegalSubsection>;
export type TLegalSection = z.infer<typeof ZLegalSection>;
export type TFaqItem = z.infer<typeof ZFaqItem>;

function parseList<T>(schema: z.ZodType<T>, value: unknown, key: string): T[] {
  const result = z.array(schema).safeParse(value);
  if (result.success) return result.data;
  console.error(`marketing: "${key}" is not in the expected shape`, result.error.issues);
  return [];
}

export const parseStringList = (value: unknown, key: string): string[] =>
  parseList(z.string(), value, key);

export const parseLegalSections = (value: unknown, key: string): TLegalSection[] =>
  parseList(ZLegalSection, value, key);

export const parseFaqItems = (value: unknown, key: string): TFaqItem[] =>
  parseList(ZFaqItem, value, key);
