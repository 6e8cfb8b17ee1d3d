import { LANGUAGE_SWITCH_DELAY_MS, LANGUAGES, type LanguageCode } from '@gharseva/domain';
import { Check, Languages } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/change-language';
import { cn } from '../../utils/cn';
import { Dialog } from '../ui/dialog';

/**
 * Arrow keys move through the grid of languages (Left and Right swap in a mirrored (Urdu)
 * page; Up and Down move a row), Home and End go to the first and the last. Tab still
 * walks every language, so the dialog's focus trap is unchanged.
 */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || buttons.length === 0) return;
  const top = buttons[0]!.offsetTop;
  const columns = Math.max(1, buttons.filter((b) => b.offsetTop === top).length);
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const steps: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: columns,
    ArrowUp: -columns,
    Home: -buttons.length,
    End: buttons.length,
  };
  const step = steps[event.key];
  if (step === undefined) return;
  event.preventDefault();
  const next = Math.min(buttons.length - 1, Math.max(0, index + step));
  buttons[next]!.focus();
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
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('language.button', { language: current.name })}
        data-testid="language-button"
        className={cn(
          'fixed start-3 bottom-3 z-40 inline-flex min-h-11 min-w-11 items-center gap-1.5 rounded-full',
          'border border-slate-200 bg-white/95 px-3 text-sm font-semibold text-brand-800 shadow-lg',
          'backdrop-blur hover:bg-brand-50 sm:start-4 sm:bottom-4',
          switching && 'animate-pulse',
        )}
      >
        <Languages className="size-5 shrink-0" aria-hidden="true" />
        <span lang={current.code} className="hidden sm:inline">
          {current.name}
        </span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('language.title')} size="sm">
        <ul className="grid grid-cols-2 gap-2" data-testid="language-list" onKeyDown={moveFocus}>
          {LANGUAGES.map((language) => {
            const selected = language.code === current.code;
            return (
              <li key={language.code}>
                <button
                  type="button"
                  lang={language.code}
                  dir={language.dir}
                  aria-pressed={selected}
                  // The dialog opens with the focus on the current language.
                  data-autofocus={selected || undefined}
                  onClick={() => choose(language.code)}
                  className={cn(
                    'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border px-3 py-2 text-start text-base',
                    selected
                      ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800'
                      : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {language.name}
                  {selected && <Check className="size-4 shrink-0" aria-hidden="true" />}
                </button>
              </li>
            );
          })}
        </ul>
      </Dialog>
    </>
  );
}
