import { Phone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/date';
import { PhoneInSentence } from '../../../components/ui/phone-number';
import { formatPhone } from '../../../utils/input';
import type { UserRequest } from '../types';
import { formatMoneyRupees } from '../../../utils/money';
import { useAddressText } from '../../../i18n/place';
import { useVisitWhen } from '../../../components/forms/visit-day';

function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** Where, when, the AI estimate, the quote and the professional of one request. */
export function RequestFacts({
  request,
  showProfessional = true,
}: {
  request: UserRequest;
  showProfessional?: boolean;
}) {
  const { t } = useTranslation(['requests', 'booking']);
  const visitWhen = useVisitWhen();
  const { location, repairer } = request;
  const addressText = useAddressText();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <Fact label={t('card.location')} wide>
        {[addressText(location.address), location.pincode].filter(Boolean).join(' - ')}
      </Fact>
      <Fact label={t('booking:visit.label')}>
        <time dateTime={request.preferredDate} data-testid="request-visit">
          {visitWhen(request.preferredDate, request.preferredTime)}
        </time>
      </Fact>
      <Fact label={t('card.requestedLabel')}>
        <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
      </Fact>
      {request.quotation !== null && request.quotation > 0 && (
        <Fact label={t('card.aiEstimate')}>{formatMoneyRupees(request.quotation)}</Fact>
      )}
      {request.estimatedPrice > 0 && (
        <Fact label={t('card.quote')}>
          <span className="font-semibold text-slate-900">
            {formatMoneyRupees(request.estimatedPrice)}
          </span>
        </Fact>
      )}
      {showProfessional && repairer && request.status === 'requested' && (
        <Fact label={t('card.sentTo')} wide>
          <span className="font-medium">{repairer.fullname}</span>
        </Fact>
      )}
      {showProfessional && repairer && request.status !== 'requested' && (
        <Fact label={t('card.professional')} wide>
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium">{repairer.fullname}</span>
            {/* Label in Name (WCAG 2.5.3): the link's name is its visible text, 'Call 98765 43210'. */}
            <a
              href={`tel:+91${repairer.phone}`}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              <Trans
                t={t}
                i18nKey="card.callPhone"
                values={{ phone: formatPhone(repairer.phone) }}
                components={{ phone: <PhoneInSentence /> }}
              />
            </a>
          </span>
        </Fact>
      )}
    </dl>
  );
}
