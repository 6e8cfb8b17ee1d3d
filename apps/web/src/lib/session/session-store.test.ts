import type {
  TAuthResponse,
  TSessionAdmin,
  TSessionRepairer,
  TSessionUser,
} from '@gharseva/domain';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession } from './check-auth';
import { createSessionStore, SIGNED_OUT } from './session-store';

const user: TSessionUser = {
  _id: 'u1',
  id: 'u1',
  fullname: 'Ravi Kumar',
  phone: '9876543210',
  email: null,
  profilePicture: null,
};
const repairer = { _id: 'r1', id: 'r1', fullname: 'Suresh Electrician' } as TSessionRepairer;
const admin: TSessionAdmin = { _id: 'a1', id: 'a1', fullname: 'Asha Admin', phone: '9000000001' };

describe('session store', () => {
  it('starts loading, so guards wait for the check', () => {
    expect(createSessionStore().getState().isLoading).toBe(true);
  });

  it('sets the returned role and clears the others', () => {
    const store = createSessionStore();
    store.applyCheckAuth({ role: 'user', user });
    expect(store.getState()).toEqual({ ...SIGNED_OUT, role: 'user', user });

    store.applyCheckAuth({ role: 'repairer', repairer });
    expect(store.getState()).toMatchObject({ role: 'repairer', repairer, user: null, admin: null });

    store.applyCheckAuth({ role: 'admin', admin });
    expect(store.getState()).toMatchObject({ role: 'admin', admin, user: null, repairer: null });

    store.applyCheckAuth({ role: null });
    expect(store.getState()).toEqual(SIGNED_OUT);
  });

  it('reads a login answer like a check-auth answer, keeping no token', () => {
    const store = createSessionStore();
    const response: TAuthResponse = {
      success: true,
      message: 'Login successful!',
      token: 'secret-token',
      role: 'admin',
      admin,
    };
    store.applyAuthResponse(response);
    expect(store.getState()).toEqual({ ...SIGNED_OUT, role: 'admin', admin });
  });

  it("updates the signed-in repairer's data, and nothing when no repairer is signed in", () => {
    const store = createSessionStore({ isLoading: false, role: 'repairer', repairer });
    store.patchRepairer({ isOnline: true });
    expect(store.getState().repairer).toEqual({ ...repairer, isOnline: true });

    const userStore = createSessionStore({ isLoading: false, role: 'user', user });
    userStore.patchRepairer({ isOnline: true });
    expect(userStore.getState()).toMatchObject({ role: 'user', user, repairer: null });
  });

  it('notifies subscribers and clears everything on logout', () => {
    const store = createSessionStore({ isLoading: false, role: 'user', user });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual(SIGNED_OUT);
    unsubscribe();
    store.setLoading(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 or a failed check as signed out', async () => {
    const store = createSessionStore({ role: 'user', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: false,
              code: 'UNAUTHENTICATED',
              message: 'Please log in to continue.',
            }),
            {
              status: 401,
            },
          ),
        ),
      ),
    );
    await refreshSession(store);
    expect(store.getState()).toEqual(SIGNED_OUT);

    store.applyCheckAuth({ role: 'user', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await refreshSession(store);
    expect(store.getState()).toEqual(SIGNED_OUT);
    warn.mockRestore();
    vi.unstubAllGlobals();
  });

  it('fills the session from check-auth', async () => {
    const store = createSessionStore();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ role: 'user', user })))),
    );
    await refreshSession(store);
    expect(store.getState()).toMatchObject({ role: 'user', user, isLoading: false });
    vi.unstubAllGlobals();
  });
});
