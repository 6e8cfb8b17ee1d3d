import type { ComponentProps } from 'react';
import { cn } from '../../utils/cn';
import { controlClasses, Field, type FieldProps } from './field';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldProps;

/** A labelled multi-line text input with hint and inline error. */
export function TextareaField({
  label,
  hint,
  error,
  invalid,
  className,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} invalid={invalid} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          {...textareaProps}
          className={cn(
            controlClasses,
            'resize-y px-3.5 py-3 text-base',
            textareaProps.readOnly || textareaProps.disabled
              ? 'bg-slate-100 text-slate-600'
              : 'bg-white text-slate-900',
          )}
        />
      )}
    </Field>
  );
}
