import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/input';
import { LeftToRight } from '../../../components/ui/phone-number';
import { normalisePhoneInput } from '../../../utils/input';

/**
 * 'Phone number' with the +91 prefix: digits only, at most 10, and a pasted
 * '+91 98765 43210' or '098765 43210' read as the 10-digit number.
 */
export function PhoneField({
  onChange,
  label,
  ...props
}: Omit<TextFieldProps, 'label'> & { label?: string }) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <TextField
      label={label ?? t('fields.phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      prefix={<LeftToRight>{t('common:phonePrefix')}</LeftToRight>}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = normalisePhoneInput(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
