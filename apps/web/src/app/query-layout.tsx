import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { sharedQueryClient } from '../lib/query-client';

/**
 * Layout route of every page that reads or writes server state: it provides the app's query
 * client. The marketing pages sit outside it, so their first download has no query library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
