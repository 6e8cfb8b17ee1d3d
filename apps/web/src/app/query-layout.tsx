import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect } from 'react';
import { Outlet } from 'react-router';
import { sharedQueryClient } from '../lib/query-client';
import { requestToaster } from '../lib/toast';

/**
 * The query client of one server render (entry-server.tsx): each page request reads its own
 * visitor's data. In the browser there is none, and the app's one client serves every page.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

/**
 * Layout route of every page that reads or writes server state: it provides the app's query
 * client and the toaster. The marketing pages sit outside it, so their first download has
 * neither.
 */
export function QueryLayout() {
  // These pages raise toasts: the toaster's live region goes in first (lib/toast.ts).
  useEffect(requestToaster, []);
  const client = useContext(RenderQueryClient) ?? sharedQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
