import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { LANGUAGES } from '../../packages/domain/src/constants.ts';
import { offlinePagePath, renderOfflinePage, type OfflineTexts } from './src/pwa/offline-page.ts';

/** The brand teal of src/index.css (`--color-brand-700`). */
const BRAND_TEAL = '#0f766e';

/** The web app manifest: installable, standalone, icons from scripts/generate-icons.ts. */
const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'GharSeva',
  short_name: 'GharSeva',
  description: 'Trusted, verified professionals for home repairs and services across India.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND_TEAL,
  background_color: BRAND_TEAL,
  categories: ['lifestyle', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};

/** Unhashed files of the shell, precached beside the entry's JavaScript and CSS. */
const SHELL_FILES = ['index.html', 'favicon.svg'];

const SRC = path.resolve(import.meta.dirname, 'src');

/** The offline page of every language (src/pwa/offline.html), emitted and added to the shell. */
function offlinePages(shell: Set<string>): Plugin {
  const textsOf = (code: string): OfflineTexts =>
    (
      JSON.parse(fs.readFileSync(path.join(SRC, 'i18n/locales', code, 'common.json'), 'utf8')) as {
        offline: OfflineTexts;
      }
    ).offline;
  return {
    name: 'gharseva:offline-pages',
    apply: 'build',
    generateBundle() {
      const template = fs.readFileSync(path.join(SRC, 'pwa/offline.html'), 'utf8');
      const english = textsOf('en');
      for (const { code, dir } of LANGUAGES) {
        const fileName = offlinePagePath(code).slice(1);
        const source = renderOfflinePage(template, { code, dir, texts: textsOf(code) }, english);
        this.emitFile({ type: 'asset', fileName, source });
        shell.add(fileName);
      }
    },
  };
}

/**
 * The service worker precaches the app shell only: index.html, the offline page and what the
 * entry chunk loads before any route (its static imports and CSS, read from the bundle). Route
 * and locale chunks are cached on first use instead (src/pwa/sw.ts), so a visitor never
 * downloads 15 languages and every page up front.
 */
export function pwa(): Plugin[] {
  const shell = new Set(SHELL_FILES);
  const collectShell: Plugin = {
    name: 'gharseva:app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shell.has(fileName) || chunk?.type !== 'chunk') return;
        shell.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => shell.add(css));
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      }
    },
  };
  return [
    collectShell,
    offlinePages(shell),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      // main.tsx registers the worker itself (src/pwa/register-service-worker.ts).
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest,
      includeManifestIcons: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [
          (entries) => ({ manifest: entries.filter((e) => shell.has(e.url)), warnings: [] }),
        ],
      },
    }),
  ];
}
