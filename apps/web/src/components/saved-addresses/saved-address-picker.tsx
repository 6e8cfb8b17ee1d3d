import type { TSavedAddress } from '@gharseva/domain';
import { Home, MapPin, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../utils/cn';

/** 'other' is the manual or GPS entry; otherwise the chosen saved address's id. */
export type SavedAddressChoice = string | 'other';

function Option({
  name,
  checked,
  onChange,
  icon,
  title,
  children,
  testId,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <label
      data-testid={testId}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 transition-colors',
        checked
          ? 'border-brand-600 bg-brand-50'
          : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="mt-0.5 shrink-0 text-slate-600" aria-hidden="true">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col text-sm">
        <span className="font-semibold text-slate-900">{title}</span>
        {children}
      </span>
    </label>
  );
}

/**
 * The customer's saved addresses, offered before the manual or GPS entry (issue 24): the wizard
 * and the Available Repairers request form. Choosing one fills the request's location; 'Use
 * another address' (`other`) shows the entry the form already has.
 */
export function SavedAddressPicker({
  addresses,
  choice,
  onChoose,
  name = 'saved-address',
}: {
  addresses: readonly TSavedAddress[];
  choice: SavedAddressChoice;
  onChoose: (address: TSavedAddress | null) => void;
  name?: string;
}) {
  const { t } = useTranslation('addresses');
  return (
    <fieldset className="flex flex-col gap-2" data-testid="saved-address-picker">
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t('picker.legend')}</legend>
      {addresses.map((address) => (
        <Option
          key={address.id}
          name={name}
          testId="saved-address-option"
          checked={choice === address.id}
          onChange={() => onChoose(address)}
          icon={address.isDefault ? <Home className="size-5" /> : <MapPin className="size-5" />}
          title={
            <>
              {address.label}
              {address.isDefault && (
                <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t('picker.default')}
                </span>
              )}
            </>
          }
        >
          <span className="break-words text-slate-700">{address.fullAddress}</span>
          <span className="text-slate-600">
            {t('picker.pincode', { pincode: address.pincode })}
          </span>
        </Option>
      ))}
      <Option
        name={name}
        testId="saved-address-other"
        checked={choice === 'other'}
        onChange={() => onChoose(null)}
        icon={<PenLine className="size-5" />}
        title={t('picker.other')}
      >
        <span className="text-slate-600">{t('picker.otherHint')}</span>
      </Option>
    </fieldset>
  );
}
