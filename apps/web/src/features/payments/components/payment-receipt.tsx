import type { TPaymentRecord } from '@gharseva/domain';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { receiptUrl } from '../../../lib/downloads';
import { formatDateTime } from '../../../utils/date';

/** The methods the gateway names that have words of their own; any other is shown as it came. */
const METHODS = ['upi', 'card', 'netbanking', 'wallet', 'emi', 'paylater'] as const;
type KnownMethod = (typeof METHODS)[number];
const isKnown = (method: string): method is KnownMethod =>
  (METHODS as readonly string[]).includes(method);

/**
 * What a customer keeps of a payment made (decision 037): the gateway's payment reference,
 * when it was paid (India's time) and how, as the gateway reported it. Shown once the
 * record carries a reference; nothing before.
 */
export function PaymentReceipt({ record }: { record: TPaymentRecord }) {
  const { t } = useTranslation(['payments', 'receipts']);
  if (!record.gatewayPaymentId) return null;
  const method = record.paidWith;
  return (
    <div className="flex flex-col gap-3">
      <dl
        className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-xl border border-slate-200 px-4 py-3 text-sm sm:grid-cols-[auto_1fr]"
        data-testid="payment-receipt"
      >
        <dt className="font-semibold text-slate-700">{t('receipt.reference')}</dt>
        <dd className="font-mono break-all text-slate-900" translate="no">
          {record.gatewayPaymentId}
        </dd>
        {record.paidAt && (
          <>
            <dt className="font-semibold text-slate-700">{t('receipt.paidAt')}</dt>
            <dd className="text-slate-900">
              <time dateTime={record.paidAt}>{formatDateTime(record.paidAt)}</time>
            </dd>
          </>
        )}
        {method && (
          <>
            <dt className="font-semibold text-slate-700">{t('receipt.method')}</dt>
            <dd className="text-slate-900">
              {isKnown(method) ? t(`receipt.methods.${method}`) : method}
            </dd>
          </>
        )}
      </dl>
      <a
        href={receiptUrl(record.id)}
        download
        className={buttonClasses({ variant: 'outline', className: 'self-start' })}
        data-testid="download-receipt"
      >
        <Download className="size-4" aria-hidden="true" />
        {t('receipts:downloadReceipt')}
      </a>
    </div>
  );
}
