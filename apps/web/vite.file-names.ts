import type { Rolldown } from 'vite';

/**
 * Build file names that say which language a download is for, so a person reading the network
 * panel (and the browser tests) can tell: `locale-hi-common-[hash].js` for
 * `src/i18n/locales/hi/common.json`, `font-noto-sans-devanagari-400-[hash].css` for
 * `@fontsource/noto-sans-devanagari/400.css` (src/i18n/fonts.ts). Everything else keeps
 * Vite's default names.
 */
const LOCALE_MODULE = /\/src\/i18n\/locales\/([a-z]{2,3})\/([\w-]+)\.json$/;
const FONT_STYLESHEET = /@fontsource\/([\w-]+)\/(\d{3})\.css$/;

/** Vite's default patterns (build.assetsDir 'assets'). */
const DEFAULT_CHUNK = 'assets/[name]-[hash].js';
const DEFAULT_ASSET = 'assets/[name]-[hash][extname]';

function fontName(id: string): string | null {
  const match = FONT_STYLESHEET.exec(id.replace(/\\/g, '/'));
  return match ? `font-${match[1]}-${match[2]}` : null;
}

/** `output.chunkFileNames`: locale JSON chunks by language and namespace. */
export function chunkFileNames(chunk: Rolldown.PreRenderedChunk): string {
  const id = chunk.facadeModuleId?.replace(/\\/g, '/');
  const locale = id && LOCALE_MODULE.exec(id);
  return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : DEFAULT_CHUNK;
}

/**
 * `output.assetFileNames`: a script font's stylesheet by family and weight. (A dynamically
 * imported stylesheet leaves no JavaScript chunk, only this CSS asset.)
 */
export function assetFileNames(asset: Rolldown.PreRenderedAsset): string {
  const font = asset.originalFileNames.map(fontName).find(Boolean);
  return font ? `assets/${font}-[hash][extname]` : DEFAULT_ASSET;
}
