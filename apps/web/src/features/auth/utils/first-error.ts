import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message of the first invalid field, in the form's order (shown as a toast on login forms). */
export function firstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): { field: keyof T & string; message: string } | null {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message !== '') return { field, message };
  }
  return null;
}
