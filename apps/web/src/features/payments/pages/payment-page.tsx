import { REDIRECT_AFTER_PAYMENT_MS } from '@gharseva/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestTitle } from '../../../i18n/request-title';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { usePayment } from '../api/get-payment';
import { PaymentRecordContent } from '../components/payment-record-content';
import { PaymentReceipt } from '../components/payment-receipt';
import { PaymentSummary } from '../components/payment-summary';
import { ServicePaymentPanel, type PaymentDone } from '../components/service-payment-panel';
import { useRazorpayCheckout } from '../hooks/use-razorpay-checkout';
import { isPaymentId } from '../utils/payment-id';
import { verifyFailureMessage } from '../utils/payment-messages';
import {
  pathKindAfterPayment,
  servicePaymentState,
  type ServicePaymentState,
} from '../utils/payment-state';

const NEXT_PATH = {
  review: (serviceRequestId: string) => paths.review(serviceRequestId),
  completedServices: () => paths.user.completedServices,
} as const satisfies Record<PaymentDone['next'], (serviceRequestId: string) => string>;

const AMOUNT_LABEL = {
  payable: 'summary.amountLabel',
  paid: 'summary.amountPaid',
  invalidService: 'summary.amount',
  invalidPayment: 'summary.amount',
} as const satisfies Record<ServicePaymentState['kind'], string>;

/**
 * /user/payment/{paymentId} (SPEC.md sections 2, 4 and 8): the service title and amount with
 * 'Pay Now'; after a verified payment a success message, then the review page after 1.5 s.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  const title = useRequestTitle();
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const validId = isPaymentId(paymentId);
  const payment = usePayment(paymentId, { enabled: validId });
  const record = payment.data;
  const [done, setDone] = useState<PaymentDone | null>(null);

  const checkout = useRazorpayCheckout({
    onVerified: (message) => {
      toast.success(message, { id: 'payment' });
      if (record) setDone({ message, next: pathKindAfterPayment(record) });
    },
    verifyFailure: verifyFailureMessage,
  });

  const serviceRequestId = record?.serviceRequest?._id ?? '';
  useEffect(() => {
    if (!done) return;
    const to = NEXT_PATH[done.next](serviceRequestId);
    const timer = setTimeout(() => void navigate(to), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, serviceRequestId]);

  const onPay = () => {
    if (!record || !(record.amount > 0)) {
      toast.error(t('messages.notLoaded'), { id: 'payment' });
      return;
    }
    void checkout.start({ paymentId: record._id, serviceRequestId: record.serviceRequest._id });
  };

  let content;
  if (!validId) content = <Alert variant="error">{t('messages.missingId')}</Alert>;
  else {
    content = (
      <PaymentRecordContent payment={payment}>
        {(loaded) => (
          <>
            <PaymentSummary
              heading={title(loaded.serviceRequest)}
              professional={
                loaded.serviceRequest.repairer
                  ? t('summary.professional', { name: loaded.serviceRequest.repairer.fullname })
                  : null
              }
              amountLabel={t(AMOUNT_LABEL[done ? 'paid' : servicePaymentState(loaded).kind])}
              amountPaise={loaded.amount}
            />
            <PaymentReceipt record={loaded} />
            <ServicePaymentPanel
              record={loaded}
              done={done}
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
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('payment.title')}
        subtitle={t('payment.subtitle')}
        backTo={paths.user.inProgress}
        backLabel={t('payment.back')}
      />
      {content}
    </div>
  );
}
