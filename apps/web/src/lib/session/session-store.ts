import type {
  Role,
  TAuthResponse,
  TCheckAuthResponse,
  TSessionAdmin,
  TSessionRepairer,
  TSessionUser,
} from '@gharseva/domain';

/**
 * The auth state of SPEC.md section 3. At most one role's data is set at a
 * time. `token` stays null in the browser: the httpOnly cookie carries the
 * session, and no token is ever written to localStorage (DESIGN.md section 4).
 */
export interface SessionState {
  user: TSessionUser | null;
  repairer: TSessionRepairer | null;
  admin: TSessionAdmin | null;
  token: string | null;
  role: Role | null;
  isLoading: boolean;
}

export const SIGNED_OUT: SessionState = Object.freeze({
  user: null,
  repairer: null,
  admin: null,
  token: null,
  role: null,
  isLoading: false,
});

/** Reads the signed-in account out of a login or signup answer, as check-auth would give it. */
export function toCheckAuth(response: TAuthResponse): TCheckAuthResponse {
  if ('user' in response) return { role: 'user', user: response.user };
  if ('repairer' in response) return { role: 'repairer', repairer: response.repairer };
  return { role: 'admin', admin: response.admin };
}

/** The state for a check-auth answer: its role's data is set, the others cleared. */
export function stateFromCheckAuth(response: TCheckAuthResponse): SessionState {
  switch (response.role) {
    case 'user':
      return { ...SIGNED_OUT, role: 'user', user: response.user };
    case 'repairer':
      return { ...SIGNED_OUT, role: 'repairer', repairer: response.repairer };
    case 'admin':
      return { ...SIGNED_OUT, role: 'admin', admin: response.admin };
    default:
      return SIGNED_OUT;
  }
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  setLoading(isLoading: boolean): void;
  /** The answer of GET /api/check-auth. */
  applyCheckAuth(response: TCheckAuthResponse): void;
  /** The answer of a login or signup call. */
  applyAuthResponse(response: TAuthResponse): void;
  /** The signed-in repairer changed on the server (availability, profile, settings). */
  patchRepairer(patch: Partial<TSessionRepairer>): void;
  /** Logout, a failed check or a 401: every role's data cleared. */
  clear(): void;
}

export function createSessionStore(initial: Partial<SessionState> = {}): SessionStore {
  let state: SessionState = { ...SIGNED_OUT, isLoading: true, ...initial };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLoading: (isLoading) => set({ ...state, isLoading }),
    applyCheckAuth: (response) => set(stateFromCheckAuth(response)),
    applyAuthResponse: (response) => set(stateFromCheckAuth(toCheckAuth(response))),
    patchRepairer: (patch) => {
      if (state.repairer) set({ ...state, repairer: { ...state.repairer, ...patch } });
    },
    clear: () => set(SIGNED_OUT),
  };
}
