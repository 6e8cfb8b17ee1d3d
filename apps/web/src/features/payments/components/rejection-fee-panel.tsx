import type { TPaymentRecord } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import type { CheckoutStage } from '../hooks/use-razorpay-checkout';
import { rejectionFeeState } from '../utils/payment-state';
import { CheckoutButton } from './checkout-button';
import { PaymentActions } from './payment-actions';
import { PaymentOutcome } from './payment-outcome';

/**
 * Under the summary of /rejection-fee/{id}: 'Pay', or why the fee cannot be paid here, or
 * 'Payment successful!' with 'Go to Dashboard' once it is paid.
 */
export function RejectionFeePanel({
  record,
  paid,
  stage,
  cancelled = false,
  onPay,
}: {
  record: TPaymentRecord;
  paid: boolean;
  stage: CheckoutStage;
  /** The last Checkout closed without paying (the button says so). */
  cancelled?: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('payments');
  if (paid) {
    return (
      <PaymentOutcome
        title={t('messages.rejectionSuccess')}
        focusOnMount
        actions={<PaymentActions />}
      >
        {t('rejectionFee.toCompleted')}
      </PaymentOutcome>
    );
  }
  const state = rejectionFeeState(record);
  switch (state.kind) {
    case 'payable':
      return (
        <CheckoutButton
          label={t('rejectionFee.pay')}
          stage={stage}
          cancelled={cancelled}
          onPay={onPay}
        />
      );
    case 'paid':
      return <PaymentOutcome title={t('messages.alreadyPaid')} actions={<PaymentActions />} />;
    case 'notRejectionFee':
      return <Alert variant="error">{t('messages.notRejectionFee')}</Alert>;
    case 'notPayable':
      return <Alert variant="error">{t('messages.rejectionNotPayable')}</Alert>;
  }
}
