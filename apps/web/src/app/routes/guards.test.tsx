import type { TSessionAdmin, TSessionUser } from '@gharseva/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { SessionProvider } from '../../lib/session/session-context';
import { createSessionStore, type SessionState } from '../../lib/session/session-store';
import { RedirectIfSignedIn, RequireRole } from './guards';

const user = { _id: 'u1', id: 'u1', fullname: 'Ravi Kumar' } as TSessionUser;
const admin = { _id: 'a1', id: 'a1', fullname: 'Asha Admin' } as TSessionAdmin;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string, session: Partial<SessionState>) {
  const store = createSessionStore({ isLoading: false, ...session });
  const router = createMemoryRouter(
    [
      {
        path: '/user',
        element: <RequireRole role="user" />,
        children: [{ path: 'dashboard', element: <Where /> }],
      },
      {
        path: '/admin',
        element: <RequireRole role="admin" wrongRoleTo="/admin/login" />,
        children: [{ path: 'dashboard', element: <Where /> }],
      },
      {
        element: <RedirectIfSignedIn role="user" />,
        children: [{ path: '/user/login', element: <Where /> }],
      },
      { path: '/admin/login', element: <Where /> },
      { path: '/unauthorized', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <SessionProvider store={store}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </SessionProvider>
    </I18nextProvider>,
  );
  return store;
}

const where = () => screen.findByTestId('where').then((el) => el.textContent);

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('route guards', () => {
  it('sends a signed-out visitor of a user page to /user/login', async () => {
    renderAt('/user/dashboard', {});
    expect(await where()).toBe('/user/login');
  });

  it('sends another role to /unauthorized', async () => {
    renderAt('/user/dashboard', { role: 'admin', admin });
    expect(await where()).toBe('/unauthorized');
  });

  it('sends anyone but an admin from the admin dashboard to /admin/login', async () => {
    renderAt('/admin/dashboard', { role: 'user', user });
    expect(await where()).toBe('/admin/login');
  });

  it('lets the right role in', async () => {
    renderAt('/user/dashboard', { role: 'user', user });
    expect(await where()).toBe('/user/dashboard');
  });

  it('shows a spinner, not the page, while the session check runs', async () => {
    const store = renderAt('/user/dashboard', { isLoading: true });
    expect(await screen.findByTestId('page-spinner')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    store.applyCheckAuth({ role: 'user', user });
    expect(await where()).toBe('/user/dashboard');
  });

  it('sends a signed-in user away from the sign-in pages', async () => {
    renderAt('/user/login', { role: 'user', user });
    expect(await where()).toBe('/user/dashboard');
  });
});
