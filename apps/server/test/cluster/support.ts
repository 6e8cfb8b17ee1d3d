import { verhoeffCheckDigit, type TChatMessage } from '@gharseva/domain';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { visitDay } from '../support/requests.ts';

/** A JSON call through the balancer with a bearer token; throws with the answer if not 2xx. */
export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  route: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

let phoneCounter = 0;
/** Signs an account up through the OTP in the shared outbox; its bearer token. */
export async function signUp(
  url: string,
  dataDir: string,
  role: 'user' | 'repairer',
  fullname: string,
): Promise<string> {
  phoneCounter += 1;
  const phone = `8${String(Date.now()).slice(-5)}${String(phoneCounter).padStart(4, '0')}`;
  await call(url, 'POST', `/api/${role}/getotp`, { body: { phone } });
  const outbox = fs.readFileSync(path.join(dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n');
  const line = outbox
    .map((l) => JSON.parse(l) as { to: string; body: string })
    .filter((l) => l.to === phone)
    .at(-1)!;
  const otp = line.body.match(/\b(\d{6})\b/)![1];
  const verified = await fetch(`${url}/api/${role}/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ phone, otp }),
  });
  const ticket = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const base = `6${phone}`;
  const body =
    role === 'user'
      ? { fullname, phone, password: 'Cluster@2025pass' }
      : {
          fullname,
          phone,
          password: 'Cluster@2025pass',
          upiId: `pro${phone}@okaxis`,
          services: 'plumbing',
          aadharcardNumber: base + verhoeffCheckDigit(base),
          pincode: '110017',
        };
  const answer = await call<{ token: string }>(url, 'POST', `/api/${role}/signup`, {
    body,
    headers: { origin: url, cookie: ticket },
  });
  return answer.token;
}

/**
 * Marks every repairer still pending as verified, as the admin's queue would
 * (REPAIRER_VERIFICATION=required keeps a pending one from taking jobs); the balancer test is
 * about processes, not about verification.
 */
export async function verifyPendingRepairers(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update repairers set verification_status = 'verified', verification_decided_at = now()
        where verification_status = 'pending'`,
    );
  } finally {
    await client.end();
  }
}

/**
 * A service request's body; `title` tells the rows apart. In Malviya Nagar, where the
 * repairers work, unless `far`: in Mumbai, where no repairer is alerted (the load's writes).
 */
export const requestBody = (title: string, far = false) => ({
  repairerId: null,
  contactInfo: '9876543210',
  title,
  serviceType: 'Plumbing',
  description: 'The kitchen tap drips all night.',
  locationData: far
    ? { fullAddress: '4, Marine Drive', pincode: '400020', captureMethod: 'manual' }
    : { fullAddress: 'B-12, Malviya Nagar', pincode: '110017', captureMethod: 'manual' },
  preferredTimeSlot: 'flexible',
  preferredDate: visitDay(),
  urgency: 'medium',
});

export type Transport = 'websocket' | 'polling';

/** A socket through the balancer; `reconnect` lets socket.io-client reconnect as browsers do. */
export function openSocket(
  url: string,
  token: string,
  transport: Transport,
  reconnect: boolean,
): Socket {
  return connect(url, {
    transports: [transport],
    forceNew: true,
    // Keeps HAProxy's SERVERID cookie between polls (socket.io-client's cookie jar in Node).
    withCredentials: true,
    auth: { token },
    reconnection: reconnect,
    reconnectionDelay: 500,
    reconnectionDelayMax: 2000,
  });
}

export const connected = (socket: Socket, ms = 10_000) =>
  new Promise<Socket>((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    const timer = setTimeout(() => reject(new Error('no connect')), ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
  });

/** The process HAProxy's cookie names for a polling socket (app1..app3). */
export function servedBy(socket: Socket): string | undefined {
  const engine = socket.io.engine as unknown as {
    _cookieJar?: { _cookies: Map<string, { value: string }> };
  };
  return engine._cookieJar?._cookies.get('SERVERID')?.value;
}

/** Orders chat messages as the server lists them: time, then id (UUID v7). */
export const later = (a: TChatMessage, b: TChatMessage) =>
  a.createdAt === b.createdAt ? a._id > b._id : a.createdAt > b.createdAt;
