import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '../../utils/cn';

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the field; also marks the control invalid. */
  error?: string | undefined;
  /** Mark the control invalid without a message (errors shown as a toast). */
  invalid?: boolean;
  className?: string;
}

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control, hint and error tied together: the label names the control,
 * `aria-describedby` points at the hint and error, `aria-invalid` flags it.
 */
export function Field({
  label,
  hint,
  error,
  invalid,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** Shared look of text inputs and selects; red border when invalid. Colours are set by each control. */
export const controlClasses = cn(
  'block min-h-12 w-full min-w-0 rounded-lg border border-slate-300',
  'placeholder:text-slate-400 shadow-xs transition-colors',
  'hover:border-slate-400 focus:border-brand-600',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:bg-red-50/40',
);
