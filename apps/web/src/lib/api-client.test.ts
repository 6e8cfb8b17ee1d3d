import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

function mockFetch(response: Response | Error) {
  const fn = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the session cookie and returns the body', async () => {
    const fetchMock = mockFetch(json({ success: true, message: 'OTP sent successfully!' }));
    await expect(api.post('/api/user/getotp', { phone: '9876543210' })).resolves.toEqual({
      success: true,
      message: 'OTP sent successfully!',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/getotp');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ phone: '9876543210' }));
  });

  it('sends no JSON content type without a body (the server refuses an empty JSON body)', async () => {
    const fetchMock = mockFetch(json({ success: true, message: 'Logged out successfully!' }));
    await api.post('/api/user/logout');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('parses {success:false, code, message} into an ApiError with code, message, status', async () => {
    mockFetch(
      json(
        {
          success: false,
          code: 'OTP_RESEND_TOO_SOON',
          message: 'Please wait 25 seconds before requesting another OTP.',
        },
        { status: 429, headers: { 'retry-after': '25' } },
      ),
    );
    const error = await api
      .post('/api/user/getotp', { phone: '9876543210' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'OTP_RESEND_TOO_SOON',
      message: 'Please wait 25 seconds before requesting another OTP.',
      status: 429,
      retryAfter: 25,
      fromServer: true,
    });
  });

  it('reads a 401 error body the same way', async () => {
    mockFetch(
      json(
        {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid phone number or password.',
        },
        { status: 401 },
      ),
    );
    await expect(api.post('/api/user/login', {})).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      status: 401,
      fromServer: true,
    });
  });

  it('marks an error without an error body as not from the server (the screen shows its fallback)', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/check-auth')).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 502,
      fromServer: false,
    });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(api.get('/api/check-auth')).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
      fromServer: false,
    });
  });
});
