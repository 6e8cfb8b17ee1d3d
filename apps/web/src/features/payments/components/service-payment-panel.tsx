import type { TPaymentRecord } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import type { CheckoutStage } from '../hooks/use-razorpay-checkout';
import { servicePaymentState } from '../utils/payment-state';
import { CheckoutButton } from './checkout-button';
import { PaymentActions } from './payment-actions';
import { PaymentOutcome } from './payment-outcome';

/** After a verified payment: the server's message, where the page goes next, and the ways on. */
export interface PaymentDone {
  message: string;
  next: 'review' | 'completedServices';
}

/**
 * Under the summary of /user/payment/{id}: 'Pay Now', or the case of SPEC.md section 4 that
 * keeps the payment from being made, or the success once it is made.
 */
export function ServicePaymentPanel({
  record,
  done,
  stage,
  cancelled = false,
  onPay,
}: {
  record: TPaymentRecord;
  done: PaymentDone | null;
  stage: CheckoutStage;
  /** The last Checkout closed without paying (the button says so). */
  cancelled?: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('payments');
  const serviceRequestId = record.serviceRequest._id;

  if (done) {
    return (
      <PaymentOutcome
        title={done.message}
        focusOnMount
        actions={<PaymentActions reviewFor={done.next === 'review' ? serviceRequestId : null} />}
      >
        {done.next === 'review' ? t('payment.toReview') : t('payment.toCompleted')}
      </PaymentOutcome>
    );
  }

  const state = servicePaymentState(record);
  switch (state.kind) {
    case 'payable':
      return (
        <CheckoutButton
          label={t('payment.payNow')}
          stage={stage}
          cancelled={cancelled}
          onPay={onPay}
        />
      );
    case 'paid':
      return (
        <PaymentOutcome
          title={t('messages.alreadyPaid')}
          actions={<PaymentActions reviewFor={state.canReview ? serviceRequestId : null} />}
        >
          {state.reviewed ? t('messages.reviewed') : null}
        </PaymentOutcome>
      );
    case 'invalidService':
      return (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="info" className="w-full">
            {t('messages.invalidServiceStatus', { status: state.status })}
          </Alert>
          {record.paymentMethod === 'rejection_fee' && state.status === 'rejected' && (
            <ButtonLink to={paths.rejectionFee(record._id)} variant="secondary">
              {t('payment.openRejectionFee')}
            </ButtonLink>
          )}
        </div>
      );
    case 'invalidPayment':
      return (
        <Alert variant="error">
          {t('messages.invalidPaymentStatus', { status: state.status })}
        </Alert>
      );
  }
}
