import { ADDRESS_LABEL_MAX, ZAddressLabel, type TSavedAddress } from '@gharseva/domain';
import { Home, MapPin } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/input';
import { translateValidation } from '../../../i18n/validation';

/**
 * One saved address: its label (renamed in place), the address and pincode, and its actions
 * (make default, rename, delete). The page runs the calls.
 */
export function AddressCard({
  address,
  busy,
  onMakeDefault,
  onRename,
  onDelete,
}: {
  address: TSavedAddress;
  busy: boolean;
  onMakeDefault: () => void;
  onRename: (label: string, done: () => void) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('addresses');
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(address.label);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZAddressLabel.safeParse(label);
    if (!checked.success) {
      setError(translateValidation(checked.error.issues[0]!.message));
      return;
    }
    setError(undefined);
    onRename(checked.data, () => setEditing(false));
  };

  return (
    <li className="flex flex-col gap-3 p-4" data-testid="saved-address">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 text-slate-600" aria-hidden="true">
          {address.isDefault ? <Home className="size-5" /> : <MapPin className="size-5" />}
        </span>
        <div className="min-w-0 flex-1 text-sm">
          <h2 className="text-base font-semibold text-slate-900">
            {address.label}
            {address.isDefault && (
              <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('page.default')}
              </span>
            )}
          </h2>
          <p className="mt-1 break-words text-slate-700">{address.fullAddress}</p>
          <p className="text-slate-600">{t('page.pincode', { pincode: address.pincode })}</p>
        </div>
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label={t('page.renameLabel', { label: address.label })}
            maxLength={ADDRESS_LABEL_MAX}
            value={label}
            error={error}
            data-autofocus
            onChange={(event) => setLabel(event.target.value)}
            className="flex-1"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" isLoading={busy}>
              {t('page.save')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setEditing(false);
                setLabel(address.label);
                setError(undefined);
              }}
            >
              {t('page.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!address.isDefault && (
            <Button variant="secondary" size="sm" onClick={onMakeDefault} disabled={busy}>
              {t('page.makeDefault')}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={busy}>
            {t('page.rename')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy}>
            {t('page.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
