import { useTranslation } from 'react-i18next';

/** The first tab stop: jumps past the header to `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
    >
      {t('skipToContent')}
    </a>
  );
}
