import { Keyboard, LocateFixed, MapPin, RotateCw, type LucideIcon } from 'lucide-react';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../utils/cn';
import type { WizardAction, WizardLocation } from '../../utils/wizard-state';
import { AddressFields } from '../../../../components/request-fields/address-fields';

function MethodButton({
  label,
  hint,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  hint: string;
  icon: LucideIcon;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex min-h-16 w-full items-center gap-3 rounded-xl border-2 p-3 text-start transition-colors disabled:cursor-wait',
        pressed
          ? 'border-brand-600 bg-brand-50'
          : 'border-slate-200 bg-white hover:border-slate-300 hover:bg-slate-50',
      )}
    >
      <span
        className={cn(
          'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
          pressed ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-sm text-slate-600" aria-hidden="true">
          {hint}
        </span>
      </span>
    </button>
  );
}

/**
 * Step 1, 'Confirm Your Location': a saved address (`saved`, offered first), or GPS or a typed
 * address (hidden while a saved one is chosen), then `saveChoice` under the entry.
 */
export function LocationStep({
  location,
  dispatch,
  onDetect,
  saved,
  entryHidden = false,
  saveChoice,
}: {
  location: WizardLocation;
  dispatch: Dispatch<WizardAction>;
  onDetect: () => void;
  saved?: ReactNode;
  entryHidden?: boolean;
  saveChoice?: ReactNode;
}) {
  const { t } = useTranslation('wizard');
  const detecting = location.gpsStatus === 'detecting';

  return (
    <section aria-labelledby="wizard-location-title" className="flex flex-col gap-5">
      <div>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {t('stepOf', { current: 1, total: 2 })}
        </p>
        <h3
          id="wizard-location-title"
          tabIndex={-1}
          className="mt-1 text-xl font-bold text-slate-900 outline-none"
        >
          {t('location.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('location.subtitle')}</p>
      </div>

      {saved}

      {!entryHidden && (
        <>
          <div role="group" aria-labelledby="wizard-method-label" className="flex flex-col gap-2">
            <p id="wizard-method-label" className="text-sm font-semibold text-slate-700">
              {t('location.methodLabel')}
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              <MethodButton
                label={t('location.useGps')}
                hint={t('location.useGpsHint')}
                icon={LocateFixed}
                pressed={location.method === 'gps'}
                disabled={detecting}
                onClick={onDetect}
              />
              <MethodButton
                label={t('location.manual')}
                hint={t('location.manualHint')}
                icon={Keyboard}
                pressed={location.method === 'manual'}
                disabled={detecting}
                onClick={() => dispatch({ type: 'chooseManual' })}
              />
            </div>
          </div>

          {location.method === 'gps' && (
            <div aria-live="polite" className="flex flex-col gap-3">
              {detecting && (
                <p
                  role="status"
                  className="flex items-center gap-2 text-sm font-medium text-brand-800"
                >
                  <Spinner className="size-4" />
                  {t('location.detecting')}
                </p>
              )}
              {location.gpsStatus === 'detected' && location.addressUnavailable && (
                <Alert variant="error">{t('location.addressUnavailable')}</Alert>
              )}
              {location.gpsStatus === 'detected' && !location.addressUnavailable && (
                <div
                  className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
                  data-testid="detected-address"
                >
                  <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">{t('location.detectedTitle')}</p>
                    <p className="mt-1 break-words text-slate-700">{location.fullAddress}</p>
                    <p className="mt-1 font-medium text-slate-800">
                      {location.pincode
                        ? t('location.pincodeValue', { pincode: location.pincode })
                        : t('location.noPincode')}
                    </p>
                  </div>
                </div>
              )}
              {!detecting && location.gpsStatus !== 'idle' && (
                <Button variant="ghost" size="sm" className="self-start" onClick={onDetect}>
                  <RotateCw className="size-4" aria-hidden="true" />
                  {t('location.detectAgain')}
                </Button>
              )}
            </div>
          )}

          {location.method === 'manual' && (
            <AddressFields
              value={location}
              onChange={(field, value) => dispatch({ type: 'editLocation', field, value })}
              onPincodeFound={(pincode, found) =>
                dispatch({
                  type: 'prefillFromPincode',
                  pincode,
                  city: found.district,
                  state: found.state,
                })
              }
            />
          )}
          {location.method !== null && saveChoice}
        </>
      )}
    </section>
  );
}
