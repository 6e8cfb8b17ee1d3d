import { type TPaidService } from '@gharseva/domain';
import { CircleCheckBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { RequestStatusBadge } from '../../../components/ui/status-badge';
import { formatDate } from '../../../utils/date';
import { requestNumber } from '../utils/request-number';
import { Fact, PartyFacts } from './paid-service-facts';
import { formatMoneyRupees, formatMoneyPaise } from '../../../utils/money';
import { useCatalogueText } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';
import { useAddressText } from '../../../i18n/place';

/** One paid request (SPEC.md section 2, "Admin"), with 'Mark Complete' or a disabled 'Completed'. */
export function PaidServiceCard({
  service,
  onComplete,
  isCompleting,
}: {
  service: TPaidService;
  onComplete: (id: string) => void;
  isCompleting: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const title = useRequestTitle();
  const addressText = useAddressText();
  const cat = useCatalogueText();
  const titleId = `paid-service-${service._id}`;
  const completed = service.status === 'completed';
  const { location, repairer, customer, payment } = service;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-service-id={service._id}
      className="flex w-full flex-col gap-4 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {t('admin.requestNumber', { number: requestNumber(service._id) })}
          </h2>
          <p className="text-sm break-words text-slate-600">
            {title(service)} · {cat(service.serviceType)}
          </p>
        </div>
        <RequestStatusBadge status={service.status} />
      </div>
      <dl className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <Fact label={t('admin.description')} wide>
          {service.description}
        </Fact>
        <Fact label={t('admin.address')} wide>
          {[addressText(location.address), location.pincode].filter(Boolean).join(' - ')}
        </Fact>
        <Fact label={t('admin.createdOn')}>
          <time dateTime={service.createdAt}>{formatDate(service.createdAt)}</time>
        </Fact>
        <Fact label={t('admin.estimatedPrice')}>
          <span className="font-semibold text-slate-900">
            {formatMoneyRupees(service.estimatedPrice)}
          </span>
        </Fact>
        {payment && (
          <Fact label={t('admin.paid')} wide>
            {payment.paidAt
              ? t('admin.paidOn', {
                  amount: formatMoneyPaise(payment.amount),
                  date: formatDate(payment.paidAt),
                })
              : formatMoneyPaise(payment.amount)}
          </Fact>
        )}
      </dl>
      <div className="grid gap-3 sm:grid-cols-2">
        {repairer ? (
          <PartyFacts
            title={t('admin.repairer')}
            name={repairer.fullname}
            phone={repairer.phone}
            extra={
              <p className="text-sm break-all text-slate-700">
                <span className="font-semibold">{t('admin.upiId')}:</span> {repairer.upiId}
              </p>
            }
          />
        ) : (
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">
            {t('admin.repairer')}: {t('admin.notAssigned')}
          </p>
        )}
        <PartyFacts title={t('admin.customer')} name={customer.fullname} phone={customer.phone} />
      </div>
      <div className="flex justify-end border-t border-slate-100 pt-4">
        {completed ? (
          // Still focusable: it replaces 'Mark Complete' under the keyboard's focus.
          <Button variant="outline" disabled focusableWhenDisabled aria-describedby={titleId}>
            <CircleCheckBig className="size-5" aria-hidden="true" />
            {t('admin.completedButton')}
          </Button>
        ) : (
          <Button
            onClick={() => onComplete(service._id)}
            isLoading={isCompleting}
            aria-describedby={titleId}
          >
            {t('admin.markComplete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
