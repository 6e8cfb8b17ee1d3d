import { LANGUAGE_SWITCH_DELAY_MS, LANGUAGES, type LanguageCode } from '@gharseva/domain';
import { Languages } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/change-language';
import { cn } from '../../utils/cn';

const LanguageListDialog = lazy(async () => ({
  default: (await import('./language-list-dialog')).LanguageListDialog,
}));

/**
 * The room the language button takes on phones at the end of a sticky header's top row: the
 * button sits over it (`fixed end-3 top-2`, the row's padding), so it covers nothing.
 */
export function LanguageSlot() {
  return <span aria-hidden="true" className="size-11 shrink-0 sm:hidden" />;
}

/**
 * The floating language button of every page (SPEC.md sections 1 and 9): English and 14
 * Indian languages, each named in its own script. The choice applies after the spec's 300 ms
 * pause (the original reloaded the page then; here only that language's texts and font
 * load), is remembered, and sets `<html lang dir>`.
 */
export function LanguageButton() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // The list's code loads on the first open, and stays mounted after it.
  const [listLoaded, setListLoaded] = useState(false);
  const [switching, setSwitching] = useState<LanguageCode | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const current = LANGUAGES.find((l) => l.code === i18n.resolvedLanguage) ?? LANGUAGES[0];

  const choose = (code: LanguageCode) => {
    setOpen(false);
    if (code === current.code) return;
    setSwitching(code);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void changeLanguage(code).finally(() => setSwitching(null));
    }, LANGUAGE_SWITCH_DELAY_MS);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setListLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={t('language.button', { language: current.name })}
        data-testid="language-button"
        className={cn(
          // Phones: in the slot the sticky header keeps free at its end (LanguageSlot), so it
          // never covers the page (decision 037). Wider: floating at the bottom corner.
          'fixed end-3 top-2 z-40 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full',
          'border border-slate-200 bg-white/95 text-sm font-semibold text-brand-800',
          'backdrop-blur hover:bg-brand-50',
          'sm:start-4 sm:end-auto sm:top-auto sm:bottom-4 sm:px-3 sm:shadow-lg',
          switching && 'animate-pulse',
        )}
      >
        <Languages className="size-5 shrink-0" aria-hidden="true" />
        <span lang={current.code} className="hidden sm:inline">
          {current.name}
        </span>
      </button>
      {listLoaded && (
        <Suspense fallback={null}>
          <LanguageListDialog
            open={open}
            current={current.code}
            onClose={() => setOpen(false)}
            onChoose={choose}
          />
        </Suspense>
      )}
    </>
  );
}
