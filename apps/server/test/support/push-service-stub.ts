import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** RFC 8188 content coding (the `http_ece` library, a dev dependency without types). */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer },
  ): Buffer;
};

/** A subscription as a browser would hand it over, with the private half the test keeps. */
export interface StubSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, as sent. */
  text: string;
  /** The decrypted body, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  /** The VAPID public key (`k=`) the push was signed with. */
  vapidKey: string;
}

export interface PushServiceStub {
  /** The stub's origin (https://127.0.0.1:port). */
  url: string;
  /** Its self-signed certificate (PEM), and a file holding it (PUSH_CA_FILE). */
  certificate: string;
  certificateFile: string;
  /** A new subscription at the stub: a P-256 key pair and a 16-byte auth secret. */
  subscribe(): StubSubscription;
  /** Every push delivered and decrypted, oldest first. */
  received(endpoint?: string): ReceivedPush[];
  /** Pushes refused (bad VAPID signature, undecryptable body), with the reason. */
  refused(): { endpoint: string; reason: string }[];
  /** Answers `status` to every push to this endpoint from now on (410: gone). */
  answer(endpoint: string, status: number): void;
  /**
   * Waits until `count` pushes (those `match` takes, when given) reached `endpoint`; rejects
   * after `ms`.
   */
  waitFor(
    endpoint: string,
    count?: number,
    match?: (push: ReceivedPush) => boolean,
    ms?: number,
  ): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/** A key and its self-signed certificate for 127.0.0.1 (PEM), and the certificate's file. */
export interface StubCertificate {
  key: string;
  cert: string;
  certFile: string;
}

/**
 * A self-signed certificate for 127.0.0.1, made with the openssl tool into `dir`. A server the
 * pushes come from trusts it through PUSH_CA_FILE = `certFile`.
 */
export function selfSignedCertificate(dir: string): StubCertificate {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return {
    key: fs.readFileSync(keyFile, 'utf8'),
    cert: fs.readFileSync(certFile, 'utf8'),
    certFile,
  };
}

/**
 * Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): an ES256 JWT
 * signed by the private half of `k`, for this origin, not expired, with a contact subject.
 * Returns the reason it fails, or null.
 */
function vapidProblem(header: string | undefined, origin: string): string | null {
  const match = header?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
  if (!match) return 'no vapid authorization';
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not a P-256 public key';
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'bad exp';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'bad sub';
  return null;
}

/**
 * A local push service (RFC 8030) for the tests: it takes pushes over HTTPS at the endpoints
 * it hands out, checks their VAPID signature, decrypts the aes128gcm body with the
 * subscription's private key (which only the test holds, as only the browser would), and
 * records what a device would have shown. It answers 201, or what `answer` told it.
 */
export async function startPushServiceStub(
  options: { certificate?: StubCertificate } = {},
): Promise<PushServiceStub> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-push-stub-'));
  const { key, cert, certFile } = options.certificate ?? selfSignedCertificate(dir);
  const keys = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; reason: string }[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = `${origin}${req.url}`;
      const refuse = (status: number, reason: string) => {
        refused.push({ endpoint, reason });
        res.writeHead(status).end(reason);
      };
      const subscription = keys.get(endpoint);
      if (req.method !== 'POST' || !subscription) return refuse(404, 'no such subscription');
      const problem = vapidProblem(req.headers.authorization, origin);
      if (problem) return refuse(401, problem);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      const status = answers.get(endpoint);
      if (status !== undefined) {
        res.writeHead(status).end();
        return;
      }
      let payload: ReceivedPush['payload'];
      let text: string;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: subscription.auth,
        });
        text = plain.toString('utf8');
        payload = JSON.parse(text) as ReceivedPush['payload'];
      } catch (error) {
        return refuse(400, `undecryptable: ${(error as Error).message}`);
      }
      const urgency = req.headers.urgency;
      received.push({
        endpoint,
        text,
        payload,
        ttl,
        urgency: typeof urgency === 'string' ? urgency : undefined,
        vapidKey: req.headers.authorization!.split('k=')[1]!,
      });
      res.writeHead(201, { location: endpoint }).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    certificate: cert,
    certificateFile: certFile,
    subscribe() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${origin}/push/${crypto.randomUUID()}`;
      keys.set(endpoint, { ecdh, auth });
      return {
        endpoint,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    received: (endpoint) =>
      endpoint ? received.filter((r) => r.endpoint === endpoint) : [...received],
    refused: () => [...refused],
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    waitFor(endpoint, count = 1, match = () => true, ms = 5000) {
      const mine = () => received.filter((r) => r.endpoint === endpoint && match(r));
      if (mine().length >= count) return Promise.resolve(mine());
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (mine().length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mine());
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`${mine().length} of ${count} pushes reached ${endpoint} in ${ms} ms`));
        }, ms);
        waiters.add(wake);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
