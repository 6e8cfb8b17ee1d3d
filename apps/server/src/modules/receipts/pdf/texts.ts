import fs from 'node:fs';
import path from 'node:path';
import { APP_TIME_ZONE, dateTimeFormat, formatPaise, type TextParams } from '@gharseva/domain';
import { SERVER_FILES } from '../../../lib/server-files.ts';

type Json = { [key: string]: string | Json };
const cache = new Map<string, Json>();

/** The `receipts` namespace of the web app's translations: the PDFs say what the screens say. */
function namespace(language: string): Json {
  let texts = cache.get(language);
  if (!texts) {
    try {
      const file = path.join(SERVER_FILES.locales, language, 'receipts.json');
      texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    } catch {
      texts = {};
    }
    cache.set(language, texts);
  }
  return texts;
}

function lookup(language: string, key: string): string | undefined {
  let node: string | Json | undefined = namespace(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The locale Intl formats a language's dates and figures in (India's conventions). Urdu keeps
 * Western digits: its own would be set right to left inside an Arabic-script run (decision 049).
 */
const intlLocale = (language: string) => (language === 'ur' ? 'ur-IN-u-nu-latn' : `${language}-IN`);

/** The texts and formats of one PDF in one language (English where a text is missing). */
export function pdfTexts(language: string) {
  const locale = intlLocale(language);
  return {
    language,
    t(key: string, params: TextParams = {}): string {
      const template = lookup(language, `pdf.${key}`) ?? lookup('en', `pdf.${key}`) ?? key;
      return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
        params[name] === undefined ? whole : String(params[name]),
      );
    },
    money: (paise: number) => formatPaise(paise, locale),
    dateTime: (at: Date) =>
      dateTimeFormat(locale, {
        timeZone: APP_TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(at),
    date: (at: Date) =>
      dateTimeFormat(locale, { timeZone: APP_TIME_ZONE, dateStyle: 'medium' }).format(at),
    month: (from: Date) =>
      dateTimeFormat(locale, { timeZone: APP_TIME_ZONE, month: 'long', year: 'numeric' }).format(
        from,
      ),
  };
}
export type PdfTexts = ReturnType<typeof pdfTexts>;
