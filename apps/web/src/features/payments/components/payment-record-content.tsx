import type { TPaymentRecord } from '@gharseva/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PageSpinner } from '../../../components/ui/spinner';
import { isNotTheirs } from '../utils/payment-messages';
import { serviceProblem } from '../utils/payment-state';

/**
 * A payment page's body once its id is known good: a spinner while the record loads, 'not
 * found' for another account's link, a retry when it failed or its service is missing, else the
 * page's card. `refuse` names a record this page does not handle (an alert, no retry).
 */
export function PaymentRecordContent({
  payment,
  refuse,
  children,
}: {
  payment: UseQueryResult<TPaymentRecord>;
  refuse?: (record: TPaymentRecord) => string | null;
  children: (record: TPaymentRecord) => ReactNode;
}) {
  const { t } = useTranslation('payments');
  const record = payment.data;
  const retry = () => void payment.refetch();
  if (payment.isPending) return <PageSpinner className="min-h-48" />;
  if (!record && isNotTheirs(payment.error)) {
    // Another account's link, or one that never existed: trying again will not help.
    return <Alert variant="error">{t('messages.notFound')}</Alert>;
  }
  if (!record) return <LoadError message={t('messages.loadFailed')} onRetry={retry} />;
  const refused = refuse?.(record);
  if (refused) return <Alert variant="error">{refused}</Alert>;
  const problem = serviceProblem(record);
  if (problem) return <LoadError message={t(`messages.${problem}`)} onRetry={retry} />;
  return <Card className="flex flex-col gap-6 p-5 sm:p-8">{children(record)}</Card>;
}
