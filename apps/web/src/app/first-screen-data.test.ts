import { dehydrate, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, type ApiTransport } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { hydrateQueries, startLoading } from './first-screen-data';

/** What a page's `useQuery` leaves in the client on the server: the query, not yet fetched. */
function asked(client: QueryClient, path: string, options: { enabled?: boolean } = {}) {
  new QueryObserver(client, { queryKey: [path], queryFn: () => api.get(path), ...options });
}

/** A transport that answers every path with `{path}` as JSON, and records what it was asked. */
function recordingTransport() {
  const calls: { path: string; method: string | undefined }[] = [];
  const transport: ApiTransport = (path, init) => {
    calls.push({ path, method: init.method });
    const status = path.includes('fails') ? 500 : 200;
    return Promise.resolve(Response.json({ path }, { status }));
  };
  return { calls, transport };
}

afterEach(() => vi.unstubAllGlobals());

describe('the data of a server-rendered first screen', () => {
  it('loads the queries the render asked for through the given transport, and only those', async () => {
    const client = createQueryClient();
    asked(client, '/api/user/dashboard-stats');
    asked(client, '/api/user/recent-activity');
    asked(client, '/api/geo/reverse', { enabled: false });
    const { calls, transport } = recordingTransport();

    await startLoading(client, transport);

    expect(calls).toEqual([
      { path: '/api/user/dashboard-stats', method: 'GET' },
      { path: '/api/user/recent-activity', method: 'GET' },
    ]);
    expect(client.getQueryData(['/api/user/dashboard-stats'])).toEqual({
      path: '/api/user/dashboard-stats',
    });
  });

  it('puts the transport back for every later call, and asks nothing of a page without data', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ from: 'browser' })));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    asked(client, '/api/user/dashboard-stats');
    await startLoading(client, recordingTransport().transport);

    await api.get('/api/check-auth');
    expect(fetch).toHaveBeenCalledOnce();
    expect(startLoading(createQueryClient(), recordingTransport().transport)).toBeNull();
  });

  it('leaves failed queries out, for the browser to fetch, and does not retry them', async () => {
    const client = createQueryClient();
    asked(client, '/api/fails');
    asked(client, '/api/works');
    const { calls, transport } = recordingTransport();
    await startLoading(client, transport);

    expect(calls.filter((call) => call.path === '/api/fails')).toHaveLength(1);
    const state = dehydrate(client);
    expect(state.queries.map((query) => query.queryKey)).toEqual([['/api/works']]);
  });

  it("counts the server's data as fetched when the browser takes it, whatever the server's clock", async () => {
    const server = createQueryClient();
    asked(server, '/api/works');
    await startLoading(server, recordingTransport().transport);
    const state = dehydrate(server);
    // A server clock a day ahead of the phone's: the data must not look fresh for a day.
    state.queries[0]!.state.dataUpdatedAt = Date.now() + 86_400_000;

    const browser = createQueryClient();
    const before = Date.now();
    hydrateQueries(browser, state);
    const query = browser.getQueryCache().find({ queryKey: ['/api/works'] })!;
    expect(query.state.data).toEqual({ path: '/api/works' });
    expect(query.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    expect(query.state.dataUpdatedAt).toBeLessThanOrEqual(Date.now());
    expect(query.isStale()).toBe(false);
  });
});
