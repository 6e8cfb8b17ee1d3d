import { useTranslation } from 'react-i18next';

/** The first tab stop: jumps past the header to `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    // not-sr-only resets padding to 0, so the focused link's size comes from focus: utilities
    // (a 44 px target), not from padding set beside sr-only.
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4"
    >
      {t('skipToContent')}
    </a>
  );
}
