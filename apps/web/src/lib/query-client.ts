import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The options a feature's `useX()` mutation hook accepts besides its mutationFn. */
export type MutationConfig<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn'
>;

let shared: QueryClient | undefined;

/**
 * The app's one query client, made on first use: the pages that read server state and the
 * socket share it, and the marketing pages, which read none, never load the library
 * (app/query-layout.tsx, docs/performance.md).
 */
export const sharedQueryClient = (): QueryClient => (shared ??= createQueryClient());
