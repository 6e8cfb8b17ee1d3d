import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { i18n } from '../i18n';
import { SessionProvider } from '../lib/session/session-context';
import { createSessionStore, type SessionState } from '../lib/session/session-store';

/** Shows where the router went, for tests that check a navigation. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * Renders `element` at `path` with everything a page relies on (translations,
 * a fresh query client without retries, the session, toasts); any other path
 * shows its pathname in `data-testid="where"`. `url` opens a route pattern with
 * parameters (`path: '/review/:id', url: '/review/r1'`); it defaults to `path`.
 */
export function renderRoute(
  element: ReactNode,
  {
    path = '/',
    url = path,
    session = {},
  }: { path?: string; url?: string; session?: Partial<SessionState> } = {},
) {
  const store = createSessionStore({ isLoading: false, ...session });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={store}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { store, queryClient, router };
}

export const where = () => screen.findByTestId('where').then((element) => element.textContent);

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * Stubs fetch with answers by 'METHOD /path' (a function answers per call);
 * returns the mock to read the calls made. Unknown calls answer 404.
 */
export function stubApi(answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = typeof input === 'string' ? input : input.toString();
    const answer = answers[`${method} ${url}`];
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const resolved = typeof answer === 'function' ? answer(body) : answer;
    const { status = 200, body: payload } = resolved ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Not found.' },
    };
    return Promise.resolve(new Response(JSON.stringify(payload), { status }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
