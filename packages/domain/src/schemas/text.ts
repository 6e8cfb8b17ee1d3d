import { z } from 'zod';

/**
 * Characters no free text may hold: the C0 control characters (tab, line feed and carriage
 * return are allowed in multi-line text only), DEL and the C1 controls, and the non-characters
 * U+FFFE and U+FFFF. PostgreSQL refuses byte 0 outright; the others corrupt what a person reads
 * (a page, an SMS, a log line) without being seen when typed.
 */
/* eslint-disable no-control-regex -- control characters are what these patterns find */
const CONTROLS_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF]/;
const CONTROLS_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/;
/* eslint-enable no-control-regex */
/** Half of a UTF-16 surrogate pair (half an emoji): no UTF-8 database can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds only characters a person can read and the database can store. */
export function isPlainText(text: string, options: { multiline?: boolean } = {}): boolean {
  const controls = options.multiline ? CONTROLS_MULTI_LINE : CONTROLS_SINGLE_LINE;
  return !controls.test(text) && !LONE_SURROGATE.test(text);
}

export interface PlainTextOptions {
  /** Longest value kept, in characters, after trimming. */
  max: number;
  /** Line breaks and tabs are part of the text (a description, a bio, a chat message). */
  multiline?: boolean;
  messages: {
    /** A value that is not a string, and any other refusal without its own message. */
    invalid: string;
    /** Longer than `max`. */
    tooLong?: string;
    /** A character of those above. */
    characters?: string;
  };
}

/**
 * The one rule for free text, on the server and in the forms alike: a string (anything else is
 * `invalid`), of plain text only (`characters`), trimmed, at most `max` characters (`tooLong`).
 * Add `.min(1, required)` for a required field.
 */
export function plainText({ max, multiline = false, messages }: PlainTextOptions) {
  return z
    .string({ error: messages.invalid })
    .refine((v) => isPlainText(v, { multiline }), {
      error: messages.characters ?? messages.invalid,
      abort: true,
    })
    .trim()
    .max(max, messages.tooLong ?? messages.invalid);
}
