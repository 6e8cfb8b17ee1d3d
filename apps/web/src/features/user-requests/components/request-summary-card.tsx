import type { ComponentProps, ReactNode } from 'react';
import { RequestCard, RequestCardHead } from '../../../components/request-card';
import type { UserRequest } from '../types';
import { RequestFacts } from './request-facts';
import { useServiceLine } from '../../../i18n/catalogue';
import { useRequestTitle } from '../../../i18n/request-title';

/**
 * A request's title, status and facts, with room for the page's own lines and actions. Other
 * props (a ref, an id, a test id) go to the card.
 */
export function RequestSummaryCard({
  request,
  children,
  actions,
  ...cardProps
}: Omit<ComponentProps<typeof RequestCard>, 'titleId'> & {
  request: UserRequest;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const titleId = `request-${request._id}-title`;
  const title = useRequestTitle();
  const line = useServiceLine();
  return (
    <RequestCard titleId={titleId} data-request-id={request._id} {...cardProps}>
      <RequestCardHead
        titleId={titleId}
        title={title(request)}
        line={line(request)}
        status={request.status}
      />
      <RequestFacts request={request} />
      {children}
      {actions && (
        <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">{actions}</div>
      )}
    </RequestCard>
  );
}
