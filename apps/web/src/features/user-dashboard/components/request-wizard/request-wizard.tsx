import { findMainCategory, todayInIndia } from '@gharseva/domain';
import { useIsMutating } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { PageSpinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { errorMessage, failureMessage } from '../../../../lib/errors';
import { useSession } from '../../../../lib/session/session-context';
import {
  createServiceRequestMutationKey,
  useCreateServiceRequest,
} from '../../api/create-service-request';
import { useEstimate } from '../../api/get-estimate';
import { useGpsLocation } from '../../hooks/use-gps-location';
import {
  buildWizardRequest,
  canLeaveLocationStep,
  estimateError,
  initialWizardState,
  locationStepError,
  submitError,
  wizardReducer,
  type RequestMessageKey,
} from '../../utils/wizard-state';
import { DetailsStep } from './details-step';
import { EstimateDialog, EstimatingOverlay } from './estimate-dialog';
import { LocationStep } from './location-step';
import { SuccessStep } from './success-step';

export interface WizardLaunch {
  /** A catalogue main category from a service card (locks the service type), else null. */
  serviceType: string | null;
}

const TOAST_ID = 'wizard';

/**
 * The Request Service wizard (SPEC.md section 2): location, job details, then
 * 'Service Requested!'. Mounted while open, so each opening starts afresh.
 */
export function RequestWizardDialog({
  launch,
  onClose,
}: {
  launch: WizardLaunch | null;
  onClose: () => void;
}) {
  // Not suspending on the wizard's texts (loaded on first use): a suspense here would hide the
  // whole page behind the app's spinner and drop the focus of the button that opened the
  // wizard, so the dialog could not give it back. The texts load in the background while the
  // dashboard shows; opened before they are in, the dialog waits inside with a spinner.
  const { t, ready } = useTranslation(['wizard', 'common'], { useSuspense: false });
  // The dialog stays while the request is being sent.
  const sending = useIsMutating({ mutationKey: createServiceRequestMutationKey }) > 0;
  return (
    <Dialog
      open={launch !== null}
      onClose={onClose}
      title={ready ? t('title') : t('common:loading')}
      size="lg"
      dismissible={!sending}
      closeOnBackdrop={false}
      data-testid="request-wizard"
    >
      {launch && (ready ? <RequestWizard launch={launch} onClose={onClose} /> : <PageSpinner />)}
    </Dialog>
  );
}

function RequestWizard({ launch, onClose }: { launch: WizardLaunch; onClose: () => void }) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const { user } = useSession();
  const preset = {
    serviceType: launch.serviceType ? (findMainCategory(launch.serviceType)?.name ?? null) : null,
    contactInfo: user?.phone ?? '',
  };
  const [state, dispatch] = useReducer(wizardReducer, preset, initialWizardState);
  const [today] = useState(() => todayInIndia());
  const [showEstimate, setShowEstimate] = useState(false);
  const detect = useGpsLocation(dispatch);
  const estimate = useEstimate();
  const create = useCreateServiceRequest();

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
        ...(/^[1-9]\d{5}$/.test(pincode) ? { pincode } : {}),
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
    const { category, issue } = state.details;
    const title = t('requestTitle', { issue, category });
    create.mutate(buildWizardRequest(state, { title, today }), {
      onSuccess: (response) => {
        toast.success(t('toasts.created'), { id: TOAST_ID });
        dispatch({ type: 'submitted', title: response.data?.title ?? title });
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
    });
  };

  return (
    <>
      {state.step === 'location' && (
        <>
          <LocationStep location={state.location} dispatch={dispatch} onDetect={detect} />
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
            today={today}
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

      {state.step === 'done' && (
        <>
          <SuccessStep title={state.submittedTitle} />
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
