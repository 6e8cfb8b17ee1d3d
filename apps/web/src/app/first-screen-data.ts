/**
 * The data of a server-rendered first screen (decision 029): the queries the page's first
 * render asks for, read through the visitor's own request, so the HTML shows their dashboard
 * and the browser hydrates it without fetching it again or rendering it twice.
 */
import {
  hydrate,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { setApiTransport, type ApiTransport } from '../lib/api-client';

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/** The queries a render asked for that the browser would fetch as the page mounts. */
function queriesToLoad(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { queryFn, enabled } = query.options as { queryFn?: unknown; enabled?: Enabled };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return query.state.status === 'pending' && queryFn && queryFn !== skipToken && on;
    });
}

/**
 * Starts fetching the queries the render put in `client`, through `api`. The query functions
 * call the API client synchronously as each fetch starts, so the transport is set for exactly
 * those calls and unset before anything else runs. Null when the page asked for no data.
 */
export function startLoading(client: QueryClient, api: ApiTransport): Promise<unknown> | null {
  const queries = queriesToLoad(client);
  if (queries.length === 0) return null;
  setApiTransport(api);
  try {
    // No retries: a failed or slow query is left to the browser, which retries as it always has.
    return Promise.allSettled(
      queries.map((query) => query.fetch({ ...query.options, retry: false })),
    );
  } finally {
    setApiTransport(null);
  }
}

/**
 * Puts the server's queries in the browser's client. They count as fetched now, not at the
 * server's clock: the page was just served, and a phone's clock may be off by hours, which
 * would make the data look stale at once or fresh for far too long.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}
