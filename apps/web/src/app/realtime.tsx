import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from '../lib/query-client';
import { RealtimeProvider } from '../lib/socket/realtime-provider';

/** The socket of a signed-in user or repairer, on the same query client as the pages. */
export function Realtime() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <RealtimeProvider />
    </QueryClientProvider>
  );
}
