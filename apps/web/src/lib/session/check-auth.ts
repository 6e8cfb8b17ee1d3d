import type { TCheckAuthResponse } from '@gharseva/domain';
import { api, ApiError } from '../api-client';
import type { SessionStore } from './session-store';

export const getCheckAuth = (): Promise<TCheckAuthResponse> =>
  api.get<TCheckAuthResponse>('/api/check-auth');

/**
 * Fills the session from the server on start (SPEC.md section 4, "Session
 * check on start"): the returned role sets that role's data and clears the
 * others; a 401 reads as signed out; any other failure clears all as well.
 */
export async function refreshSession(store: SessionStore): Promise<void> {
  store.setLoading(true);
  try {
    store.applyCheckAuth(await getCheckAuth());
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) {
      console.warn('Session check failed; continuing signed out.', error);
    }
    store.clear();
  }
}
