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
  // Noto Nastaliq Urdu has no rupee sign (₹), though its Latin subset's range names it: the
  // Latin subset of Noto Sans (served as part of Noto Sans Devanagari) draws it, downloaded only
  // on a device whose system font lacks it (decision 039).
  ur: () =>
    Promise.all([
      import('@fontsource/noto-nastaliq-urdu/400.css'),
      import('@fontsource/noto-nastaliq-urdu/700.css'),
      import('@fontsource/noto-sans-devanagari/latin-ext-400.css'),
      import('@fontsource/noto-sans-devanagari/latin-ext-700.css'),
    ]),
};

const loaded = new Set<string>();

let reshapes = 0;
let reshaping = false;

/**
 * Lays every text out anew once a web font has loaded (issue 20, decision 039). Chromium keeps
 * the shapes of short texts (headings, links, buttons, badges, "3 minutes ago") that were laid
 * out while a face was still loading, keyed by the font's settings, and reuses them after the
 * face has loaded: on a device without the script's system font they stay empty boxes, while
 * long paragraphs, shaped anew, render. A new value of a font setting that those shapes are
 * keyed by (an OpenType feature no font has, so the letters do not change) gives every text
 * fresh shapes from the loaded faces. The faces of a language load one by one as a page first
 * needs them (a weight, a subset), so each completed load bumps it again.
 */
function reshapeTextAfterEachFontLoad(): void {
  if (reshaping || typeof document === 'undefined' || !('fonts' in document)) return;
  reshaping = true;
  document.fonts.addEventListener('loadingdone', () => {
    reshapes += 1;
    document.documentElement.style.fontFeatureSettings = `"gsrs" ${reshapes}`;
  });
}

/** Loads the font of the language's script once; a failure leaves the system font. */
export async function loadScriptFont(code: LanguageCode): Promise<void> {
  const load = SCRIPT_FONTS[code];
  if (!load || loaded.has(code)) return;
  loaded.add(code);
  reshapeTextAfterEachFontLoad();
  try {
    await load();
  } catch (error) {
    loaded.delete(code);
    console.warn(`Font for ${code} failed to load`, error);
  }
}
