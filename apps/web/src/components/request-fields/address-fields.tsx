import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextField } from '../ui/input';
import { PincodeField } from '../ui/pincode-field';
import { TextareaField } from '../ui/textarea';
import { normalisePincodeInput } from '../../utils/input';
import { lookupPincodeQueryOptions, usePincodeLookup } from '../../lib/pincode-lookup';

export interface AddressValue {
  fullAddress: string;
  pincode: string;
  city: string;
  state: string;
}
export type AddressField = keyof AddressValue;

/**
 * The typed address of a request: full address, pincode (its district and state looked up and
 * offered for city and state), city and state. The wizard's 'Enter Manually' and the request
 * form of the Available Repairers page both use it.
 */
export function AddressFields({
  value,
  onChange,
  onPincodeFound,
}: {
  value: AddressValue;
  onChange: (field: AddressField, value: string) => void;
  /** A complete pincode was found in the pincode table. */
  onPincodeFound: (pincode: string, place: { district: string; state: string }) => void;
}) {
  const { t } = useTranslation('wizard');
  const queryClient = useQueryClient();
  const place = usePincodeLookup(value.pincode).data;

  const onPincodeChange = (typed: string) => {
    const pincode = normalisePincodeInput(typed);
    onChange('pincode', pincode);
    if (pincode.length !== 6) return;
    // Prefill city and state from the pincode table (an unknown pincode just prefills nothing).
    queryClient
      .fetchQuery(lookupPincodeQueryOptions(pincode))
      .then((found) => {
        if (found) onPincodeFound(pincode, { district: found.district, state: found.state });
      })
      .catch(() => undefined);
  };

  return (
    <div className="flex flex-col gap-4">
      <TextareaField
        label={t('location.fullAddress')}
        placeholder={t('location.fullAddressPlaceholder')}
        autoComplete="street-address"
        rows={3}
        maxLength={500}
        value={value.fullAddress}
        onChange={(event) => onChange('fullAddress', event.target.value)}
      />
      <PincodeField
        label={t('location.pincode')}
        hint={
          place
            ? t('location.pincodeFound', { district: place.district, state: place.state })
            : undefined
        }
        value={value.pincode}
        onChange={(event) => onPincodeChange(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('location.city')}
          autoComplete="address-level2"
          maxLength={100}
          value={value.city}
          onChange={(event) => onChange('city', event.target.value)}
        />
        <TextField
          label={t('location.state')}
          autoComplete="address-level1"
          maxLength={100}
          value={value.state}
          onChange={(event) => onChange('state', event.target.value)}
        />
      </div>
    </div>
  );
}
