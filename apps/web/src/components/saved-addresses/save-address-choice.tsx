import { ADDRESS_LABEL_MAX, SAVED_ADDRESSES_MAX } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../ui/checkbox';
import { TextField } from '../ui/input';
import { cn } from '../../utils/cn';

export type SaveAddressKind = 'home' | 'office' | 'other';

/** Whether to save the typed address with the request, and under which label. */
export interface SaveAddressState {
  save: boolean;
  kind: SaveAddressKind;
  /** The customer's own label, for `other`. */
  custom: string;
}

export const NO_SAVE: SaveAddressState = { save: false, kind: 'home', custom: '' };

/** The label to save under: the translated Home or Office, or the customer's own. */
export function saveAddressLabel(
  state: SaveAddressState,
  t: (key: 'save.home' | 'save.office') => string,
): string {
  if (state.kind === 'other') return state.custom.trim();
  return t(state.kind === 'home' ? 'save.home' : 'save.office');
}

/**
 * 'Save this address as' Home, Office or Other (with its own label), under a typed or detected
 * address. When the customer already keeps the most addresses, it says so instead.
 */
export function SaveAddressChoice({
  value,
  onChange,
  savedCount,
}: {
  value: SaveAddressState;
  onChange: (value: SaveAddressState) => void;
  savedCount: number;
}) {
  const { t } = useTranslation('addresses');
  if (savedCount >= SAVED_ADDRESSES_MAX) {
    return <p className="text-sm text-slate-600">{t('save.full', { max: SAVED_ADDRESSES_MAX })}</p>;
  }
  const kinds: SaveAddressKind[] = ['home', 'office', 'other'];
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
      data-testid="save-address"
    >
      <CheckboxField
        label={t('save.toggle')}
        checked={value.save}
        onChange={(event) => onChange({ ...value, save: event.target.checked })}
      />
      {value.save && (
        <>
          <div role="radiogroup" aria-label={t('save.kindLabel')} className="flex flex-wrap gap-2">
            {kinds.map((kind) => (
              <label
                key={kind}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 text-sm font-medium',
                  value.kind === kind
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-slate-200 text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="save-address-kind"
                  className="accent-brand-700"
                  checked={value.kind === kind}
                  onChange={() => onChange({ ...value, kind })}
                />
                {t(`save.${kind}`)}
              </label>
            ))}
          </div>
          {value.kind === 'other' && (
            <TextField
              label={t('save.customLabel')}
              placeholder={t('save.customPlaceholder')}
              maxLength={ADDRESS_LABEL_MAX}
              value={value.custom}
              onChange={(event) => onChange({ ...value, custom: event.target.value })}
            />
          )}
        </>
      )}
    </div>
  );
}
