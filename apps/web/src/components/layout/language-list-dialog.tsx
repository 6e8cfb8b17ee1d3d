import { LANGUAGES, type LanguageCode } from '@gharseva/domain';
import { Check } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The language list of the language button, in a chunk of its own: it loads on first open. */
export function LanguageListDialog({
  open,
  current,
  onClose,
  onChoose,
}: {
  open: boolean;
  current: LanguageCode;
  onClose: () => void;
  onChoose: (code: LanguageCode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('language.title')} size="sm">
      <ul className="grid grid-cols-2 gap-2" data-testid="language-list" onKeyDown={moveFocus}>
        {LANGUAGES.map((language) => {
          const selected = language.code === current;
          return (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code}
                dir={language.dir}
                aria-pressed={selected}
                // The dialog opens with the focus on the current language.
                data-autofocus={selected || undefined}
                onClick={() => onChoose(language.code)}
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
  );
}
