import type { DehydratedState } from '@tanstack/react-query';
import { sharedQueryClient } from '../lib/query-client';
import { hydrateQueries } from './first-screen-data';

/**
 * The server's queries in the app's query client (decision 029). A chunk of its own, loaded only
 * for a page that shows data, so the marketing pages never download the query library.
 */
export function hydrateServerData(queries: unknown): void {
  hydrateQueries(sharedQueryClient(), queries as DehydratedState);
}
