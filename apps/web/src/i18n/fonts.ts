import type { LanguageCode } from '@gharseva/domain';

/**
 * Noto fonts for each Indian script, self-hosted (npm @fontsource) and loaded only for the
 * language chosen: each import brings a stylesheet whose @font-face rules are split by
 * unicode-range, so the browser downloads just the glyph subsets a page uses. English uses
 * the system font.
 */
const SCRIPT_FONTS: Record<LanguageCode, (() => Promise<unknown>) | null> = {
  en: null,
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  mr: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  ne: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  mai: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/400.css'),
      import('@fontsource/noto-sans-devanagari/700.css'),
    ]),
  bn: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/400.css'),
      import('@fontsource/noto-sans-bengali/700.css'),
    ]),
  as: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/400.css'),
      import('@fontsource/noto-sans-bengali/700.css'),
    ]),
  te: () =>
    Promise.all([
      import('@fontsource/noto-sans-telugu/400.css'),
      import('@fontsource/noto-sans-telugu/700.css'),
    ]),
  ta: () =>
    Promise.all([
      import('@fontsource/noto-sans-tamil/400.css'),
      import('@fontsource/noto-sans-tamil/700.css'),
    ]),
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/400.css'),
      import('@fontsource/noto-sans-gujarati/700.css'),
    ]),
  kn: () =>
    Promise.all([
      import('@fontsource/noto-sans-kannada/400.css'),
      import('@fontsource/noto-sans-kannada/700.css'),
    ]),
  ml: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/400.css'),
      import('@fontsource/noto-sans-malayalam/700.css'),
    ]),
  or: () =>
    Promise.all([
      import('@fontsource/noto-sans-oriya/400.css'),
      import('@fontsource/noto-sans-oriya/700.css'),
    ]),
  pa: () =>
    Promise.all([
      import('@fontsource/noto-sans-gurmukhi/400.css'),
      import('@fontsource/noto-sans-gurmukhi/700.css'),
    ]),
  ur: () =>
    Promise.all([
      import('@fontsource/noto-nastaliq-urdu/400.css'),
      import('@fontsource/noto-nastaliq-urdu/700.css'),
    ]),
};

const loaded = new Set<string>();

/** Loads the font of the language's script once; a failure leaves the system font. */
export async function loadScriptFont(code: LanguageCode): Promise<void> {
  const load = SCRIPT_FONTS[code];
  if (!load || loaded.has(code)) return;
  loaded.add(code);
  try {
    await load();
  } catch (error) {
    loaded.delete(code);
    console.warn(`Font for ${code} failed to load`, error);
  }
}
