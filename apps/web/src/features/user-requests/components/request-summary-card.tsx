import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import type { UserRequest } from '../types';
import { RequestFacts } from './request-facts';
import { RequestStatusBadge } from '../../../components/ui/status-badge';
import { useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';

/** A request's title, status and facts, with room for the page's own line and actions. */
export function RequestSummaryCard({
  request,
  children,
  actions,
}: {
  request: UserRequest;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const titleId = `request-${request._id}-title`;
  const title = useRequestTitle();
  const line = useServiceLine();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 p-4 sm:p-5"
      data-request-id={request._id}
    >
      <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg leading-snug font-bold break-words text-slate-900">
            {title(request)}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{line(request)}</p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <RequestFacts request={request} />
      {children}
      {actions && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">{actions}</div>
      )}
    </Card>
  );
}
