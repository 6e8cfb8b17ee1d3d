import { LANGUAGES, type LanguageCode } from '@gharseva/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadScriptFont } from './fonts';

/**
 * i18next with one JSON file per language and namespace under
 * `locales/<code>/<ns>.json`, each loaded on demand by a dynamic import (its
 * own chunk). Adding a language is only data: drop its files in.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'auth',
  'dashboard',
  'marketing',
  'legal',
  'wizard',
  'requests',
  'repairers',
  'repairer',
  'payments',
  'chat',
  'notifications',
  'catalogue',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first render, because any screen may show them (the header, the footer,
 * the language list). The error and form texts load with the pages that call the server
 * (app/router.tsx, the query layout); every other namespace loads with its page
 * (app/routes/page-texts.ts), or else on the first `useTranslation` that names it.
 */
export const EAGER_NAMESPACES: readonly Namespace[] = ['common'];

/** The texts of server errors and form messages, for every page that calls the server. */
export const SERVER_TEXTS: readonly Namespace[] = ['errors', 'validation'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'gharseva.language';

const localeLoaders = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

/** Resources missing for a language read as empty, so i18next falls back to English. */
const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    // The English catalogue is keyed by its own text (decision 025): every lookup already has
    // that text as its default value, so English skips the download.
    if (language === DEFAULT_LANGUAGE && namespace === 'catalogue') {
      callback(null, {});
      return;
    }
    const load = localeLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function languageDirection(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The saved choice, else the browser's first supported language, else English. */
export function detectLanguage(): LanguageCode {
  const saved = storedLanguage();
  if (isLanguageCode(saved)) return saved;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * `<html lang dir>` follow the language, for screen readers, fonts and RTL (Urdu), and the
 * language's script font is loaded.
 */
export function applyDocumentLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
  if (isLanguageCode(code)) void loadScriptFont(code);
}

export const i18n = i18next.createInstance();

let ready: Promise<unknown> | undefined;

export function initI18n(language: LanguageCode = detectLanguage()): Promise<unknown> {
  ready ??= i18n
    .use(lazyJsonBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: 'languageOnly',
      ns: [...EAGER_NAMESPACES],
      defaultNS: 'common',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    })
    .then(() => {
      applyDocumentLanguage(i18n.resolvedLanguage ?? language);
      i18n.on('languageChanged', applyDocumentLanguage);
    });
  return ready;
}

/**
 * Loads these namespaces of the current language, once the translations have started (the
 * router may ask before they have: main.tsx starts both at once).
 */
export const loadTexts = (namespaces: readonly Namespace[]): Promise<unknown> =>
  initI18n().then(() => i18n.loadNamespaces([...namespaces]));
