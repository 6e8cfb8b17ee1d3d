import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { sharedQueryClient } from '../lib/query-client';
import { requestToaster } from '../lib/toast';

/**
 * Layout route of every page that reads or writes server state: it provides the app's query
 * client and the toaster. The marketing pages sit outside it, so their first download has
 * neither.
 */
export function QueryLayout() {
  // These pages raise toasts: the toaster's live region goes in first (lib/toast.ts).
  useEffect(requestToaster, []);
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
