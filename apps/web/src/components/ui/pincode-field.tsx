import type { ChangeEvent } from 'react';
import { normalisePincodeInput } from '../../utils/input';
import { TextField, type TextFieldProps } from './input';

export type PincodeFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>;

/**
 * The one pincode input: the number keyboard on a phone, and what is typed or pasted ("110 017",
 * "110-017", native digits) kept as its six digits. There is deliberately no `maxLength`: the
 * browser would cut a pasted "110 017" to "110 01" before the space could be dropped. The value
 * reaching `onChange` (a controlled state or a form library's register) is already normalised.
 */
export function PincodeField({ onChange, autoComplete, ...props }: PincodeFieldProps) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete={autoComplete ?? 'postal-code'}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const value = normalisePincodeInput(event.target.value);
        if (event.target.value !== value) event.target.value = value;
        onChange?.(event);
      }}
    />
  );
}
