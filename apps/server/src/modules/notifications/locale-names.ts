import fs from 'node:fs';
import path from 'node:path';
import {
  isIsoDate,
  NOTIFICATION_TEMPLATES,
  renderText,
  TIME_SLOTS,
  requestTitleParts,
  SEARCH_CATEGORIES,
  SEARCH_CATEGORY_LABELS,
  type NotificationTemplate,
  type TextParams,
  type TitleSource,
} from '@gharseva/domain';
import { SERVER_FILES } from '../../lib/server-files.ts';

/** The web app's translations: the same names and sentences the screens show. */
const LOCALES = SERVER_FILES.locales;

type Json = { [key: string]: string | Json };
const cache = new Map<string, Json>();

function namespace(language: string, ns: string): Json {
  const file = path.join(LOCALES, language, `${ns}.json`);
  let texts = cache.get(file);
  if (!texts) {
    try {
      texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Json;
    } catch {
      texts = {};
    }
    cache.set(file, texts);
  }
  return texts;
}

function lookup(language: string, ns: string, key: string): string | undefined {
  let node: string | Json | undefined = namespace(language, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const fill = (template: string, values: TextParams) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );

/** A catalogue name in the language (the catalogue is keyed by its English). */
function catalogueName(language: string, english: string): string {
  const translated = namespace(language, 'catalogue')[english];
  return typeof translated === 'string' ? translated : english;
}

/**
 * A request's title in the language, for an SMS: an app-made title from its catalogue parts,
 * as the screens show it; a title the customer wrote as written.
 */
export function titleIn(language: string, source: TitleSource): string {
  const parts = requestTitleParts(source);
  if (!parts) return source.title;
  if ('titleIssue' in parts) {
    return `${catalogueName(language, parts.titleIssue)} - ${catalogueName(language, parts.titleCategory)}`;
  }
  const name = 'titleService' in parts ? parts.titleService : parts.titleServiceRequest;
  const search = SEARCH_CATEGORIES.find((c) => SEARCH_CATEGORY_LABELS[c] === name);
  const service =
    (search && lookup(language, 'common', `searchCategories.${search}`)) ??
    catalogueName(language, name);
  const direct =
    'titleService' in parts
      ? (lookup(language, 'common', 'requestTitle.direct') ?? '{{service}} service')
      : (lookup(language, 'common', 'requestTitle.directRequest') ?? '{{service}} service request');
  return fill(direct, { service });
}

/**
 * A visit's day and slot as a message read later (an SMS, an email, a push) says them: the
 * date as DD/MM/YYYY, never 'Tomorrow', and the slot's name with its hours in the language.
 */
function visitParams(language: string, params: TextParams): TextParams {
  const { date, slot } = params;
  const out = { ...params };
  if (typeof date === 'string' && isIsoDate(date)) {
    const [year, month, day] = date.split('-');
    out.date = `${day}/${month}/${year}`;
  }
  if (typeof slot === 'string' && (TIME_SLOTS as readonly string[]).includes(slot)) {
    out.slot =
      lookup(language, 'common', `timeSlots.${slot}`) ??
      lookup('en', 'common', `timeSlots.${slot}`) ??
      slot;
  }
  return out;
}

/** A notification's sentence in the language (English when the language lacks it). */
export function notificationIn(
  language: string,
  template: NotificationTemplate,
  params: TextParams,
): string {
  const translated = lookup(language, 'notifications', `templates.${template}`);
  const values = visitParams(language, params);
  return translated
    ? fill(translated, values)
    : renderText(NOTIFICATION_TEMPLATES, template, values);
}
