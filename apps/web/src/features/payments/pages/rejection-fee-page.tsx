import { REDIRECT_AFTER_PAYMENT_MS, REJECTION_FEE_PAISE, paiseToRupees } from '@gharseva/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { usePayment } from '../api/get-payment';
import { PaymentReceipt } from '../components/payment-receipt';
import { PaymentSummary } from '../components/payment-summary';
import { RejectionFeePanel } from '../components/rejection-fee-panel';
import { useRazorpayCheckout } from '../hooks/use-razorpay-checkout';
import { isPaymentId } from '../utils/payment-id';
import { isNotTheirs, rejectionVerifyFailureMessage } from '../utils/payment-messages';
import { rejectionFeeState, serviceProblem } from '../utils/payment-state';
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
  } else if (payment.isPending) content = <PageSpinner className="min-h-48" />;
  else if (!record && isNotTheirs(payment.error)) {
    // Another account's link, or one that never existed: trying again will not help.
    content = <Alert variant="error">{t('messages.notFound')}</Alert>;
  } else if (!record) {
    content = (
      <LoadError message={t('messages.loadFailed')} onRetry={() => void payment.refetch()} />
    );
  } else if (record.paymentMethod !== 'rejection_fee') {
    content = <Alert variant="error">{t('messages.notRejectionFee')}</Alert>;
  } else {
    const problem = serviceProblem(record);
    content = problem ? (
      <LoadError message={t(`messages.${problem}`)} onRetry={() => void payment.refetch()} />
    ) : (
      <Card className="flex flex-col gap-6 p-5 sm:p-8">
        <PaymentSummary
          heading={record.description}
          amountLabel={t('summary.feeLabel')}
          amountPaise={record.amount}
        />
        <PaymentReceipt record={record} />
        <RejectionFeePanel
          record={record}
          paid={paid}
          stage={checkout.stage}
          cancelled={checkout.cancelled}
          onPay={onPay}
        />
      </Card>
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
