import { findMainCategory, isPincode, todayInIndia } from '@gharseva/domain';
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

import type { WizardLaunch } from './request-wizard';

const TOAST_ID = 'wizard';

/** The wizard's steps, in a chunk of its own: the dashboard shows without its code. */
export default function RequestWizard({
  launch,
  onClose,
}: {
  launch: WizardLaunch;
  onClose: () => void;
}) {
  const { t } = useTranslation('wizard');
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
    const { category, issue } = state.details;
    const title = t('requestTitle', { issue, category });
    create.mutate(
      { body: buildWizardRequest(state, { title, today }), idempotencyKey },
      {
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
      },
    );
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
