import { useId, type ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { Spinner } from './spinner';

/**
 * An on/off control (`role="switch"`): its label names it, `aria-checked`
 * says its state, and an optional description is read after the name. While
 * `isLoading` it is busy and ignores presses but stays focusable.
 */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled = false,
  isLoading = false,
  className,
  tone = 'light',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  isLoading?: boolean;
  className?: string;
  /** 'dark' on a coloured background (the dashboard's hero). */
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex items-center justify-between gap-4', className)}>
      <div className="min-w-0">
        <label
          id={labelId}
          htmlFor={id}
          className={cn('text-sm font-semibold', tone === 'dark' ? 'text-white' : 'text-slate-800')}
        >
          {label}
        </label>
        {description && (
          <p
            id={descriptionId}
            className={cn('text-sm', tone === 'dark' ? 'text-brand-100' : 'text-slate-600')}
          >
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        aria-busy={isLoading || undefined}
        // While saving it keeps the focus (a disabled button would drop it to the page).
        aria-disabled={(isLoading && !disabled) || undefined}
        disabled={disabled}
        onClick={() => {
          if (!isLoading) onChange(!checked);
        }}
        // The button is the 44 px tap area; the track inside it is drawn at 32 px.
        className={cn(
          'inline-flex h-11 w-14 shrink-0 items-center',
          'disabled:cursor-not-allowed disabled:opacity-70',
          'aria-disabled:cursor-not-allowed aria-disabled:opacity-70',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex h-8 w-14 items-center rounded-full transition-colors',
            checked ? 'bg-emerald-500' : tone === 'dark' ? 'bg-white/30' : 'bg-slate-300',
          )}
        >
          <span
            className={cn(
              'inline-flex size-6 items-center justify-center rounded-full bg-white text-brand-700 shadow transition-transform',
              checked ? 'translate-x-7 rtl:-translate-x-7' : 'translate-x-1 rtl:-translate-x-1',
            )}
          >
            {isLoading && <Spinner className="size-4" />}
          </span>
        </span>
      </button>
    </div>
  );
}
