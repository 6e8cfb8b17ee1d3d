import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const TEST_ORIGIN = 'http://localhost:80';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Agent {
  /** The app this agent calls (tests wait on its job queue). */
  app: FastifyInstance;
  /** Cookies this agent holds, as a browser would. */
  cookies: Map<string, string>;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  put(
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * A browser-like client over app.inject: keeps cookies between calls and
 * sends the same-origin Origin header on mutating requests. `origin: null`
 * sends no Origin; `ip` is the client address the server sees (inject's
 * default is 127.0.0.1), for tests of per-IP limits.
 */
export function createAgent(
  app: FastifyInstance,
  options: { origin?: string | null; ip?: string } = {},
): Agent {
  const cookies = new Map<string, string>();
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  async function request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
        ...(method !== 'GET' && origin ? { origin } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    for (const c of response.cookies) {
      const expired =
        c.value === '' ||
        (c.maxAge !== undefined && c.maxAge <= 0) ||
        (c.expires && c.expires.getTime() < Date.now());
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    // A new request's alerts to repairers are a job sent with it (decision 047): the test
    // reads them once they are out, as a repairer would a moment later.
    if (method === 'POST' && url === '/api/service-requests' && response.statusCode === 201) {
      await app.queue.idle();
    }
    return response;
  }
  return {
    app,
    cookies,
    request,
    get: (url, headers) => request('GET', url, undefined, headers),
    post: (url, body, headers) => request('POST', url, body, headers),
    put: (url, body, headers) => request('PUT', url, body, headers),
    delete: (url, headers) => request('DELETE', url, undefined, headers),
  };
}
