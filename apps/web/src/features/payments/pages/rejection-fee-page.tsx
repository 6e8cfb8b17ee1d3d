import { REDIRECT_AFTER_PAYMENT_MS, REJECTION_FEE_PAISE, paiseToRupees } from '@gharseva/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { usePayment } from '../api/get-payment';
import { PaymentRecordContent } from '../components/payment-record-content';
import { PaymentReceipt } from '../components/payment-receipt';
import { PaymentSummary } from '../components/payment-summary';
import { RejectionFeePanel } from '../components/rejection-fee-panel';
import { useRazorpayCheckout } from '../hooks/use-razorpay-checkout';
import { isPaymentId } from '../utils/payment-id';
import { rejectionVerifyFailureMessage } from '../utils/payment-messages';
import { rejectionFeeState } from '../utils/payment-state';
import { formatMoneyRupees } from '../../../utils/money';

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * /rejection-fee/{paymentId} (SPEC.md sections 2, 4 and 8): no guard in the router, but the
 * calls need the customer who rejected the quote. The fee's description and amount with 'Pay';
 * after success 'Payment successful!', then the completed services after 1.5 s.
 */
export default function RejectionFeePage() {
  const { t } = useTranslation('payments');
  const { paymentId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.role === 'user';
  const validId = isPaymentId(paymentId);
  const payment = usePayment(paymentId, { enabled: signedIn && validId });
  const record = payment.data;
  const [paid, setPaid] = useState(false);

  const checkout = useRazorpayCheckout({
    onVerified: () => {
      toast.success(t('messages.rejectionPaid'), { id: 'payment' });
      setPaid(true);
    },
    verifyFailure: rejectionVerifyFailureMessage,
  });

  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(
      () => void navigate(paths.user.completedServices),
      REDIRECT_AFTER_PAYMENT_MS,
    );
    return () => clearTimeout(timer);
  }, [paid, navigate]);

  const onPay = () => {
    if (!record || rejectionFeeState(record).kind !== 'payable') {
      toast.error(t('messages.rejectionNotPayable'), { id: 'payment' });
      return;
    }
    void checkout.start({ paymentId: record._id, serviceRequestId: record.serviceRequest._id });
  };

  let content;
  if (!validId) content = <Alert variant="error">{t('messages.rejectionNoId')}</Alert>;
  else if (session.isLoading) content = <PageSpinner className="min-h-48" />;
  else if (!signedIn || isSignedOut(payment.error)) {
    content = (
      <SignInPrompt
        title={t('rejectionFee.signIn.title')}
        body={t('rejectionFee.signIn.body')}
        actionLabel={t('rejectionFee.signIn.action')}
        loginTo={paths.user.login}
        data-testid="rejection-fee-sign-in"
      />
    );
  } else {
    content = (
      <PaymentRecordContent
        payment={payment}
        refuse={(loaded) =>
          loaded.paymentMethod !== 'rejection_fee' ? t('messages.notRejectionFee') : null
        }
      >
        {(loaded) => (
          <>
            <PaymentSummary
              heading={loaded.description}
              amountLabel={t('summary.feeLabel')}
              amountPaise={loaded.amount}
            />
            <PaymentReceipt record={loaded} />
            <RejectionFeePanel
              record={loaded}
              paid={paid}
              stage={checkout.stage}
              cancelled={checkout.cancelled}
              onPay={onPay}
            />
          </>
        )}
      </PaymentRecordContent>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <PageHeader
        title={t('rejectionFee.title')}
        subtitle={t('rejectionFee.subtitle', {
          fee: formatMoneyRupees(paiseToRupees(REJECTION_FEE_PAISE)),
        })}
        backTo={paths.user.inProgress}
        backLabel={t('rejectionFee.back')}
      />
      {content}
    </div>
  );
}
