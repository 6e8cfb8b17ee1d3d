import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-context';
import type { UserRequest } from '../types';
import { RequestListSkeleton } from './request-list-skeleton';

/**
 * A request list page's body, by the session and the state of its query: not signed in, loading, failed (with
 * a retry), empty, or the list the page draws from the requests.
 */
export function RequestListContent({
  requests,
  notLoggedIn,
  loadFailed,
  empty,
  children,
}: {
  requests: UseQueryResult<UserRequest[]>;
  /** The line for a signed-out visitor; the pending list's by default. */
  notLoggedIn?: string;
  loadFailed: string;
  empty: ReactNode;
  children: (requests: UserRequest[]) => ReactNode;
}) {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  if (!user) return <Alert variant="error">{notLoggedIn ?? t('pending.notLoggedIn')}</Alert>;
  if (requests.isPending) return <RequestListSkeleton />;
  if (requests.isError) {
    return <LoadError message={loadFailed} onRetry={() => void requests.refetch()} />;
  }
  return requests.data.length === 0 ? empty : children(requests.data);
}

/** The requests as cards in a two-column grid. */
export function RequestCardGrid({
  requests,
  children,
}: {
  requests: UserRequest[];
  children: (request: UserRequest) => ReactNode;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {requests.map((request) => (
        <li key={request._id} className="flex">
          {children(request)}
        </li>
      ))}
    </ul>
  );
}

/** 'Request New Service': opens the request wizard. */
export function NewRequestButton() {
  const { t } = useTranslation('requests');
  return (
    <ButtonLink to={paths.requestService()}>
      <Plus className="size-5" aria-hidden="true" />
      {t('requestNew')}
    </ButtonLink>
  );
}
