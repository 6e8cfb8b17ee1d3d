import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../utils/cn';
import { controlClasses, Field, type FieldProps } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'prefix'> &
  FieldProps & {
    /** Text or icon shown inside the field before the value, e.g. '+91'. */
    prefix?: ReactNode;
    /** Content shown inside the field after the value, e.g. a button. */
    suffix?: ReactNode;
    /** Text classes of the input (default 'text-base'); no padding here. */
    inputClassName?: string;
  };

/** A labelled text input with hint and inline error. */
export function TextField({
  label,
  hint,
  error,
  invalid,
  className,
  prefix,
  suffix,
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} invalid={invalid} className={className}>
      {(control) => (
        <div className="relative flex items-stretch">
          {/* slate-600: 4.5:1 also on the grey of a read-only field. */}
          {prefix && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3.5 text-base font-medium text-slate-600"
            >
              {prefix}
            </span>
          )}
          <input
            {...control}
            {...inputProps}
            className={cn(
              controlClasses,
              inputProps.readOnly || inputProps.disabled
                ? 'bg-slate-100 text-slate-600'
                : 'bg-white text-slate-900',
              prefix ? 'ps-14' : 'ps-3.5',
              suffix ? 'pe-12' : 'pe-3.5',
              inputClassName ?? 'text-base',
            )}
          />
          {suffix && <span className="absolute inset-y-0 end-0 flex items-center">{suffix}</span>}
        </div>
      )}
    </Field>
  );
}
