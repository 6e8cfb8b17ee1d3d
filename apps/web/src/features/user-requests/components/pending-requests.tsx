import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../utils/date';
import type { UserRequest } from '../types';
import { RequestStatusBadge } from '../../../components/ui/status-badge';
import { useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';
import { useAddressText } from '../../../i18n/place';

/**
 * The requests waiting for a professional: a table from 768 px, cards below
 * (only one of the two is displayed, so each Cancel button appears once).
 */
export function PendingRequests({
  requests,
  onCancel,
}: {
  requests: UserRequest[];
  onCancel: (request: UserRequest) => void;
}) {
  const { t } = useTranslation('requests');
  const title = useRequestTitle();
  const line = useServiceLine();
  const addressText = useAddressText();
  const address = (request: UserRequest) =>
    [addressText(request.location.address), request.location.pincode].filter(Boolean).join(' - ');

  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('pending.tableCaption')}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('card.service')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('card.location')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('card.requestedLabel')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('card.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('card.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {requests.map((request) => (
              <tr key={request._id} data-request-id={request._id}>
                <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                  <span className="block font-semibold break-words text-slate-900">
                    {title(request)}
                  </span>
                  <span className="block text-slate-600">{line(request)}</span>
                </th>
                <td className="max-w-64 px-4 py-3 break-words text-slate-700">
                  {address(request)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
                </td>
                <td className="px-4 py-3">
                  <RequestStatusBadge status={request.status} />
                </td>
                <td className="px-4 py-3 text-end">
                  {request.status === 'requested' && (
                    <Button size="sm" variant="outline" onClick={() => onCancel(request)}>
                      <X className="size-4" aria-hidden="true" />
                      {t('pending.cancel')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="flex flex-col gap-3 md:hidden">
        {requests.map((request) => {
          const titleId = `pending-${request._id}-title`;
          return (
            <li key={request._id}>
              <Card
                role="article"
                aria-labelledby={titleId}
                className="flex flex-col gap-3 p-4"
                data-request-id={request._id}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={titleId} className="font-bold break-words text-slate-900">
                      {title(request)}
                    </h2>
                    <p className="text-sm text-slate-600">{line(request)}</p>
                  </div>
                  <RequestStatusBadge status={request.status} />
                </div>
                <p className="text-sm break-words text-slate-700">{address(request)}</p>
                <div className="flex items-center justify-between gap-3">
                  <p className="text-sm text-slate-500">
                    {t('card.requestedOn', { date: formatDate(request.createdAt) })}
                  </p>
                  {request.status === 'requested' && (
                    <Button size="sm" variant="outline" onClick={() => onCancel(request)}>
                      <X className="size-4" aria-hidden="true" />
                      {t('pending.cancel')}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
