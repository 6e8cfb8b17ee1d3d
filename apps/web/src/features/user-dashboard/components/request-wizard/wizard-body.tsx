import {
  findMainCategory,
  isPincode,
  todayInIndia,
  ZAddressLabel,
  type TSavedAddress,
} from '@gharseva/domain';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { VisitPriceNote } from '../../../../components/ui/visit-price-note';
import { paths } from '../../../../config/paths';
import { errorMessage, failureMessage } from '../../../../lib/errors';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useSession } from '../../../../lib/session/session-context';
import { useCreateServiceRequest } from '../../api/create-service-request';
import { useEstimate } from '../../api/get-estimate';
import { useGpsLocation } from '../../hooks/use-gps-location';
import { buildWizardRequest } from '../../utils/wizard-request';
import { initialWizardState, wizardReducer } from '../../utils/wizard-state';
import {
  canLeaveLocationStep,
  estimateError,
  locationStepError,
  submitError,
  type RequestMessageKey,
} from '../../utils/wizard-validation';
import { DetailsStep } from './details-step';
import { EstimateDialog, EstimatingOverlay } from './estimate-dialog';
import { LocationStep } from './location-step';
import { SuccessStep } from './success-step';
import { useRequestTitle } from '../../../../i18n/request-title';
import { firstVisitDate } from '../../../../components/forms/visit-slot-fields';
import { translateValidation } from '../../../../i18n/validation';
import {
  SavedAddressPicker,
  type SavedAddressChoice,
} from '../../../../components/saved-addresses/saved-address-picker';
import {
  NO_SAVE,
  SaveAddressChoice,
  saveAddressLabel,
} from '../../../../components/saved-addresses/save-address-choice';
import {
  savedLocationData,
  useSaveAddress,
  useSavedAddresses,
} from '../../../../lib/saved-addresses';

import type { WizardLaunch } from './request-wizard';

const TOAST_ID = 'wizard';
const ADDRESS_TOAST_ID = 'wizard-address';

/** The wizard's steps, in a chunk of its own: the dashboard shows without its code. */
export default function RequestWizard({
  launch,
  onClose,
}: {
  launch: WizardLaunch;
  onClose: () => void;
}) {
  const { t } = useTranslation('wizard');
  const { t: ta } = useTranslation('addresses');
  const requestTitle = useRequestTitle();
  const navigate = useNavigate();
  const { user } = useSession();
  const preset = {
    serviceType: launch.serviceType ? (findMainCategory(launch.serviceType)?.name ?? null) : null,
    contactInfo: user?.phone ?? '',
    date: firstVisitDate(),
  };
  const [state, dispatch] = useReducer(wizardReducer, preset, initialWizardState);
  const [today] = useState(() => todayInIndia());
  const [showEstimate, setShowEstimate] = useState(false);
  const detect = useGpsLocation(dispatch);
  const estimate = useEstimate();
  const create = useCreateServiceRequest();
  // One key per opened wizard (and per 'Request Another'): a double click or a retry sends it
  // again, and the server answers the request the first try created.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  // Saved addresses come first: the default is chosen once they load, unless the customer has
  // already begun the manual or GPS entry; 'other' is that entry. Null until decided.
  const savedAddresses = useSavedAddresses();
  const saveAddress = useSaveAddress();
  const [choice, setChoice] = useState<SavedAddressChoice | null>(null);
  const [saveAs, setSaveAs] = useState(NO_SAVE);
  const addresses = savedAddresses.data ?? [];
  if (choice === null && (savedAddresses.data || savedAddresses.isError)) {
    const first = addresses[0];
    if (first && state.location.method === null) {
      setChoice(first.id);
      dispatch({ type: 'useSavedAddress', address: savedLocationData(first) });
    } else {
      setChoice('other');
    }
  }
  const onChooseSaved = (address: TSavedAddress | null) => {
    if (address) {
      setChoice(address.id);
      dispatch({ type: 'useSavedAddress', address: savedLocationData(address) });
    } else if (choice !== 'other') {
      setChoice('other');
      dispatch({ type: 'clearLocation' });
    }
  };
  const savingAddress = choice === 'other' && saveAs.save;

  // A new step replaces the focused button: move focus to the step's heading.
  const shownStep = useRef(state.step);
  useEffect(() => {
    if (shownStep.current === state.step) return;
    shownStep.current = state.step;
    const id = state.step === 'done' ? 'wizard-success-title' : `wizard-${state.step}-title`;
    document.getElementById(id)?.focus();
  }, [state.step]);

  const fail = (key: RequestMessageKey) => toast.error(t(`validation.${key}`), { id: TOAST_ID });

  const onNext = () => {
    const error = locationStepError(state.location);
    if (error) fail(error);
    else dispatch({ type: 'goToDetails' });
  };

  const onEstimate = () => {
    const error = estimateError(state.details);
    if (error) {
      fail(error);
      return;
    }
    const { serviceType, category, issue, urgency } = state.details;
    const pincode = state.location.pincode;
    estimate.mutate(
      {
        serviceType,
        category,
        issue,
        urgency,
        ...(isPincode(pincode) ? { pincode } : {}),
      },
      {
        onSuccess: (answer) => {
          dispatch({ type: 'estimated', estimate: answer });
          setShowEstimate(true);
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('estimate.failed')), { id: TOAST_ID });
        },
      },
    );
  };

  const onSubmit = () => {
    const error = submitError(state);
    if (error) {
      fail(error);
      return;
    }
    // The label is checked before the request goes, so a bad one stops nothing but itself.
    const label = savingAddress ? saveAddressLabel(saveAs, ta) : '';
    if (savingAddress) {
      const checked = ZAddressLabel.safeParse(label);
      if (!checked.success) {
        toast.error(translateValidation(checked.error.issues[0]!.message), { id: TOAST_ID });
        return;
      }
    }
    const { category, issue } = state.details;
    const title = t('requestTitle', { issue, category });
    const body = buildWizardRequest(state, { title, today });
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (response) => {
          toast.success(t('toasts.created'), { id: TOAST_ID });
          dispatch({ type: 'submitted', title: response.data?.title ?? title });
          // Saved with its own call once the request is in: a refusal (a label taken, the
          // limit) is told in its own toast and the request stands.
          if (savingAddress) {
            saveAddress.mutate(
              { label, locationData: body.locationData, isDefault: false },
              {
                onSuccess: () =>
                  toast.success(ta('save.saved', { label }), { id: ADDRESS_TOAST_ID }),
                onError: (failure) =>
                  toast.error(
                    ta('save.failed', {
                      reason: failureMessage(failure, {
                        failed: ta('save.tryLater'),
                        unexpected: ta('save.tryLater'),
                      }),
                    }),
                    { id: ADDRESS_TOAST_ID },
                  ),
              },
            );
          }
        },
        onError: (failure) => {
          toast.error(
            failureMessage(failure, {
              failed: t('toasts.createFailed'),
              unexpected: t('toasts.createError'),
            }),
            { id: TOAST_ID },
          );
        },
      },
    );
  };

  return (
    <>
      {state.step === 'location' && (
        <>
          <LocationStep
            location={state.location}
            dispatch={dispatch}
            onDetect={detect}
            saved={
              addresses.length > 0 && choice !== null ? (
                <SavedAddressPicker
                  addresses={addresses}
                  choice={choice}
                  onChoose={onChooseSaved}
                />
              ) : undefined
            }
            entryHidden={choice !== null && choice !== 'other'}
            saveChoice={
              savedAddresses.data ? (
                <SaveAddressChoice
                  value={saveAs}
                  onChange={setSaveAs}
                  savedCount={addresses.length}
                />
              ) : undefined
            }
          />
          <div className="mt-6 flex justify-end">
            <Button
              size="lg"
              className="w-full sm:w-auto"
              disabled={!canLeaveLocationStep(state.location)}
              onClick={onNext}
            >
              {t('location.next')}
            </Button>
          </div>
        </>
      )}

      {state.step === 'details' && (
        <>
          <DetailsStep
            state={state}
            dispatch={dispatch}
            locked={preset.serviceType !== null}
            onEstimate={onEstimate}
            isEstimating={estimate.isPending}
          />
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button
              variant="outline"
              size="lg"
              onClick={() => dispatch({ type: 'back' })}
              disabled={create.isPending}
            >
              <ArrowLeft className="size-5 rtl:rotate-180" aria-hidden="true" />
              {t('details.back')}
            </Button>
            <Button size="lg" onClick={onSubmit} isLoading={create.isPending}>
              {t('details.submit')}
            </Button>
          </div>
          {estimate.isPending && <EstimatingOverlay />}
          <EstimateDialog
            estimate={showEstimate ? state.estimate : null}
            category={state.details.category}
            issue={state.details.issue}
            onClose={() => setShowEstimate(false)}
          />
        </>
      )}

      {state.step !== 'done' && (
        <VisitPriceNote className="mt-4 text-center text-sm text-slate-600" />
      )}

      {state.step === 'done' && (
        <>
          <SuccessStep title={requestTitle({ ...state.details, title: state.submittedTitle })} />
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Button
              size="lg"
              onClick={() => {
                onClose();
                void navigate(paths.user.inProgress);
              }}
            >
              {t('success.viewServices')}
            </Button>
            <Button
              variant="outline"
              size="lg"
              onClick={() => {
                estimate.reset();
                create.reset();
                setIdempotencyKey(newIdempotencyKey());
                setChoice(null);
                setSaveAs(NO_SAVE);
                dispatch({ type: 'reset', preset });
              }}
            >
              {t('success.requestAnother')}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
