import { isErrorBody } from '@gharseva/domain';

/** Codes the client itself gives when the server did not answer with an error body. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR';

/**
 * The one error type of the web app. `fromServer` is true when the server
 * answered `{success:false, code, message}`; only then is `message` the
 * server's words and worth showing (else the screen shows its own fallback).
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fromServer: boolean;
  /** Seconds to wait before retrying (from Retry-After on 429). */
  readonly retryAfter: number | undefined;

  constructor(options: {
    code: string;
    message: string;
    status: number;
    fromServer: boolean;
    retryAfter?: number | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.fromServer = options.fromServer;
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How a request reaches the API: the browser's fetch, or the server render's own (below). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

const browserFetch: ApiTransport = (path, init) => fetch(path, init);
let transport = browserFetch;

/**
 * The server's render of a first screen reads the page's data through the visitor's own
 * request, in process (app/first-screen-data.ts): it sets that transport while the query
 * functions start their calls, synchronously, and unsets it before anything else runs, so one
 * render's transport is never another's.
 */
export function setApiTransport(next: ApiTransport | null): void {
  transport = next ?? browserFetch;
}

/**
 * Calls the API on the same origin with the session cookie. Relative paths
 * only (`/api/...`): the browser then sends our own Origin, which the server's
 * CSRF rule requires. A JSON content type is sent only with a body, since the
 * server refuses an empty body that claims to be JSON.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0, fromServer: false });
  }

  const data = await readJson(response);
  if (isErrorBody(data)) {
    throw new ApiError({
      code: data.code,
      message: data.message,
      status: response.status,
      fromServer: true,
      retryAfter: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  if (!response.ok) {
    throw new ApiError({
      code: 'HTTP_ERROR',
      message: '',
      status: response.status,
      fromServer: false,
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
