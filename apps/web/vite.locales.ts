import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, 'src/i18n/locales');

interface LocaleFile {
  language: string;
  namespace: string;
  texts: unknown;
}

function readLocaleFiles(): LocaleFile[] {
  return fs
    .readdirSync(LOCALES_DIR)
    .sort()
    .flatMap((language) =>
      fs
        .readdirSync(path.join(LOCALES_DIR, language))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          language,
          namespace: file.slice(0, -'.json'.length),
          texts: JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, file), 'utf8')),
        })),
    );
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The texts as a JavaScript object literal: JSON, with the quotes dropped from plain keys. */
export function objectLiteral(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(objectLiteral).join(',')}]`;
  const entries = Object.entries(value).map(
    ([key, item]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}:${objectLiteral(item)}`,
  );
  return `{${entries.join(',')}}`;
}

/** The file a language's namespace is served from: `assets/locale-<code>-<ns>-<version>.js`. */
export const localeFileName = (language: string, namespace: string, version: string) =>
  `assets/locale-${language}-${namespace}-${version}.js`;

/**
 * The translations as one small module per language and namespace, named by a single version:
 * the hash of every locale file together. The app then builds a file's address from the
 * language, the namespace and that one constant (`__LOCALES_VERSION__`, src/i18n/index.ts),
 * where a bundler's map of 225 separately hashed chunks would cost the first download about
 * 4 KB gzipped (docs/decisions/026-web-performance.md). Any change to any text changes every
 * name, so a browser never keeps a stale text.
 */
export function localeFiles(): Plugin {
  const files = readLocaleFiles();
  const version = crypto
    .createHash('sha256')
    .update(JSON.stringify(files))
    .digest('hex')
    .slice(0, 10);
  return {
    name: 'gharseva:locale-files',
    config: () => ({ define: { __LOCALES_VERSION__: JSON.stringify(version) } }),
    generateBundle() {
      if (this.environment.config.command !== 'build') return;
      for (const { language, namespace, texts } of files) {
        this.emitFile({
          type: 'asset',
          fileName: localeFileName(language, namespace, version),
          source: `export default ${objectLiteral(texts)};\n`,
        });
      }
    },
  };
}
