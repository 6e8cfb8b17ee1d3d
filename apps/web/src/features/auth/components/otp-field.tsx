import { OTP_LENGTH } from '@gharseva/domain';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/input';
import { digitsOnly } from '../../../utils/input';

/** The 6-digit code: one field (SMS autofill works with one-time-code), digits only. */
export function OtpField({ onChange, ...props }: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.otp')}
      hint={t('fields.otpHint')}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      inputClassName="text-center text-2xl font-semibold tracking-[0.5em]"
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = digitsOnly(event.target.value, OTP_LENGTH);
        onChange?.(event);
      }}
    />
  );
}
