import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';
import { controlClasses, Field, type FieldProps } from './field';

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> &
  FieldProps & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  };

/** A labelled native select (the best picker on phones) with hint and inline error. */
export function SelectField({
  label,
  hint,
  error,
  invalid,
  className,
  options,
  placeholder,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} invalid={invalid} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            {...selectProps}
            className={cn(
              controlClasses,
              'appearance-none bg-white pe-10 ps-3.5 text-base text-slate-900 disabled:bg-slate-100',
            )}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 end-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
        </div>
      )}
    </Field>
  );
}
