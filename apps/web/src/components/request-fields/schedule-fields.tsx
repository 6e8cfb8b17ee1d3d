import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/input';

/** The contact phone (or email) the repairer uses to reach the customer. */
export function ContactField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('wizard');
  return (
    <TextField
      label={t('details.contact')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={254}
      hint={t('details.contactHint')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
