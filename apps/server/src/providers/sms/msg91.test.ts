import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMsg91Sms, type Msg91Options } from './msg91.ts';
import { SmsError } from './sms.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** What the stub answers next: a status and a JSON body, or never. */
let reply: { status: number; body: unknown } | 'hang' = { status: 200, body: { type: 'success' } };
const received: Received[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      });
      if (reply === 'hang') return;
      if (req.headers.authkey !== 'test-auth-key') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', message: 'Authentication failure' }));
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  reply = { status: 200, body: { type: 'success', message: '3f6a' } };
});

const options = (overrides: Partial<Msg91Options> = {}): Msg91Options => ({
  baseUrl,
  authKey: 'test-auth-key',
  senderId: 'GHRSVA',
  templates: { otp: 'tmpl-otp', completion_otp: 'tmpl-completion', alert: 'tmpl-alert' },
  timeoutMs: 2000,
  ...overrides,
});

const otpMessage = {
  to: '9876543210',
  kind: 'otp' as const,
  body: '123456 is your GharSeva verification code.',
  vars: { otp: '123456' },
};

describe('MSG91 Flow API adapter', () => {
  it('posts the template, sender and recipient with the auth key', async () => {
    const sms = createMsg91Sms(options());
    expect(sms.name).toBe('msg91');
    await sms.send(otpMessage);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/v5/flow/');
    expect(request!.headers.authkey).toBe('test-auth-key');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      template_id: 'tmpl-otp',
      sender: 'GHRSVA',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', otp: '123456' }],
    });
  });

  it('uses the template of each kind of message, never free text', async () => {
    const sms = createMsg91Sms(options());
    await sms.send({
      to: '9123456789',
      kind: 'completion_otp',
      body: 'x',
      vars: { otp: '654321' },
    });
    await sms.send({ to: '9123456789', kind: 'alert', body: 'free text', vars: { name: 'Ravi' } });
    expect(received.map((r) => (r.body as { template_id: string }).template_id)).toEqual([
      'tmpl-completion',
      'tmpl-alert',
    ]);
    expect(JSON.stringify(received.map((r) => r.body))).not.toContain('free text');
    expect((received[1]!.body as { recipients: unknown[] }).recipients).toEqual([
      { mobiles: '919123456789', name: 'Ravi' },
    ]);
  });

  it('throws an SmsError when MSG91 refuses the message', async () => {
    reply = { status: 200, body: { type: 'error', message: 'Invalid template' } };
    const error = await createMsg91Sms(options())
      .send(otpMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as Error).message).toContain('Invalid template');
  });

  it('throws an SmsError on a wrong auth key', async () => {
    const error = await createMsg91Sms(options({ authKey: 'wrong' }))
      .send(otpMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as Error).message).toContain('HTTP 401');
  });

  it('throws an SmsError on a server error, even with a non-JSON body', async () => {
    reply = { status: 500, body: 'Internal Server Error' };
    const error = await createMsg91Sms(options())
      .send(otpMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as Error).message).toContain('HTTP 500');
  });

  it('throws an SmsError when MSG91 does not answer in time', async () => {
    reply = 'hang';
    const started = Date.now();
    const error = await createMsg91Sms(options({ timeoutMs: 150 }))
      .send(otpMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as Error).message).toMatch(/unreachable/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('throws an SmsError when MSG91 cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await createMsg91Sms(options({ baseUrl: `http://127.0.0.1:${port}` }))
      .send(otpMessage)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
  });

  it('throws an SmsError without calling MSG91 when the template id is missing', async () => {
    const sms = createMsg91Sms(
      options({ templates: { otp: '', completion_otp: 'tmpl-completion', alert: 'tmpl-alert' } }),
    );
    const error = await sms.send(otpMessage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect((error as Error).message).toBe('No MSG91 template configured for otp');
    expect(received).toHaveLength(0);
  });
});
