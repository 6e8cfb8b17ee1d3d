import type { Rolldown } from 'vite';

/**
 * Build file names that say which language a download is for, so a person reading the network
 * panel (and the browser tests) can tell: `font-noto-sans-devanagari-400-[hash].css` for
 * `@fontsource/noto-sans-devanagari/400.css` (src/i18n/fonts.ts), and
 * `font-noto-sans-devanagari-latin-ext-400-[hash].css` for a Latin subset alone. The locale files are named
 * `locale-hi-common-<version>.js` by vite.locales.ts. Everything else keeps Vite's default
 * names.
 */
const FONT_STYLESHEET = /@fontsource\/([\w-]+)\/((?:latin-ext-)?\d{3})\.css$/;

/** Vite's default pattern (build.assetsDir 'assets'). */
const DEFAULT_ASSET = 'assets/[name]-[hash][extname]';

function fontName(id: string): string | null {
  const match = FONT_STYLESHEET.exec(id.replace(/\\/g, '/'));
  return match ? `font-${match[1]}-${match[2]}` : null;
}

/**
 * `output.assetFileNames`: a script font's stylesheet by family and weight. (A dynamically
 * imported stylesheet leaves no JavaScript chunk, only this CSS asset.)
 */
export function assetFileNames(asset: Rolldown.PreRenderedAsset): string {
  const font = asset.originalFileNames.map(fontName).find(Boolean);
  return font ? `assets/${font}-[hash][extname]` : DEFAULT_ASSET;
}
