import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './field';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | undefined;
};

/** A checkbox with its label (which may hold links) and an inline error. */
export function CheckboxField({ label, error, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        {/* A 44 px tap area around the box, also toggling it. */}
        <label
          htmlFor={id}
          className="-m-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center"
        >
          <input
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className="size-5 rounded border-slate-400 accent-brand-700"
            {...inputProps}
          />
        </label>
        <label htmlFor={id} className="pt-0.5 text-sm leading-6 text-slate-700">
          {label}
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
