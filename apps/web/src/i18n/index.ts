import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageDirection,
  type LanguageCode,
} from '@gharseva/domain';
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
  'disputes',
  'catalogue',
  'verification',
  'receipts',
  'admin',
  'booking',
  'reschedule',
  'addresses',
  'email',
  'push',
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
export { DEFAULT_LANGUAGE, isLanguageCode, languageDirection };
export const LANGUAGE_STORAGE_KEY = 'gharseva.language';

type LocaleModule = { default: ResourceKey };

/**
 * A language's namespace. The build writes every locale file under one version
 * (vite.locales.ts), so its address is built here instead of looked up in a bundler's map of
 * 225 hashed chunks (decision 026). The dev server, the unit tests and the server's render of
 * the first screen (entry-server.tsx) load the JSON itself.
 */
const loadLocale: (language: string, namespace: string) => Promise<LocaleModule> | undefined =
  import.meta.env.DEV || import.meta.env.SSR
    ? (language, namespace) =>
        import.meta
          .glob<LocaleModule>('./locales/*/*.json')
          [`./locales/${language}/${namespace}.json`]?.()
    : (language, namespace) =>
        import(
          /* @vite-ignore */ `${import.meta.env.BASE_URL}assets/locale-${language}-${namespace}-${__LOCALES_VERSION__}.js`
        ) as Promise<LocaleModule>;

/**
 * The download of a language's namespace, or nothing when there is none to download: the
 * English catalogue is keyed by its own text (decision 025), so every lookup already has that
 * text as its default value.
 */
function requestLocale(language: string, namespace: string): Promise<LocaleModule> | undefined {
  if (language === DEFAULT_LANGUAGE && namespace === 'catalogue') return undefined;
  return isLanguageCode(language) ? loadLocale(language, namespace) : undefined;
}

/** Resources missing for a language read as empty, so i18next falls back to English. */
const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loading = requestLocale(language, namespace);
    if (!loading) {
      callback(null, {});
      return;
    }
    loading.then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language cookie (written by `applyDocumentLanguage`), for the server and a lost save. */
function cookieLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * The saved choice, else the language cookie, else the browser's first supported language,
 * else English. The server reads the same cookie and languages for its first screen.
 */
export function detectLanguage(): LanguageCode {
  const saved = storedLanguage();
  return chooseLanguage(
    isLanguageCode(saved) ? saved : cookieLanguage(),
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
  );
}

/**
 * `<html lang dir>` follow the language, for screen readers, fonts and RTL (Urdu), and the
 * language's script font is loaded.
 */
export function applyDocumentLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = code;
  document.documentElement.dir = languageDirection(code);
  if (!isLanguageCode(code)) return;
  void loadScriptFont(code);
  // The server renders the next page's first screen in this language (decision 027).
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
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
 * Loads these namespaces of the current language. The router may ask before the translations
 * have started (main.tsx starts both at once), so the files are requested at once, and i18next
 * then finds them in the browser's module cache: one round trip, not two in a row.
 */
export function loadTexts(namespaces: readonly Namespace[]): Promise<unknown> {
  const language = i18n.resolvedLanguage ?? detectLanguage();
  for (const namespace of namespaces) {
    // Only an early start: a failed download is reported by the load below.
    requestLocale(language, namespace)?.catch(() => undefined);
  }
  return initI18n().then(() => i18n.loadNamespaces([...namespaces]));
}
