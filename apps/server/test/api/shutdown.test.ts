import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../support/server-process.ts';

/**
 * SIGTERM as a service manager or a rolling restart sends it (decision 046): readiness turns
 * 503 at once, requests in flight are still answered, and the process exits 0 within its
 * deadline, or 1 with a log line when the deadline passes first. The embedded database is
 * enough for the order, so this runs once, with PGlite.
 */
const enabled = process.env.TEST_DB_ENGINE === 'pglite';

let server: ServerProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  if (server && server.child.exitCode === null) await stopServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

function start(env: Record<string, string>) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-shutdown-'));
  return startServer({ env: { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env } });
}

/**
 * A sign-in whose body arrives in two parts: in flight from its headers until `finish`
 * sends the rest. Resolves with the status and body, or rejects if the connection drops.
 */
function slowRequest(url: string) {
  const body = JSON.stringify({ phone: '9876543210', password: 'Not-the-password-1' });
  const request = http.request(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body: text,
            connection: response.headers.connection,
          }),
        );
      });
      request.on('error', reject);
    },
  );
  request.write(body.slice(0, 10));
  return { answer, finish: () => request.end(body.slice(10)) };
}

const readiness = async (url: string) => (await fetch(`${url}/api/ready`)).status;

describe.runIf(enabled)('SIGTERM', () => {
  it('turns readiness 503, answers the request in flight and exits 0 within the deadline', async () => {
    server = await start({ SHUTDOWN_DRAIN_SECONDS: '1.5', SHUTDOWN_DEADLINE_SECONDS: '10' });
    expect(await readiness(server.url)).toBe(200);
    const slow = slowRequest(server.url);
    // Let the request's headers reach the server before the signal.
    await new Promise((r) => setTimeout(r, 300));

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Still listening while the balancer notices, but no longer ready.
    expect(await readiness(server.url)).toBe(503);
    await new Promise((r) => setTimeout(r, 1500));
    slow.finish();
    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false });

    expect(await server.closed).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const output = server.output();
    expect(output).toContain('shut down cleanly');
    // The drain came before the listener closed, in that order.
    const steps = [...output.matchAll(/"step":"([^"]+)"/g)].map((m) => m[1]);
    expect(steps).toEqual([
      'stop taking new work',
      'wait for the load balancer',
      'move realtime clients',
      'stop HTTP and background work',
      'close Redis counters',
      'close database',
    ]);
  }, 120_000);

  it('exits 1 with a log line when the deadline passes first', async () => {
    server = await start({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_DEADLINE_SECONDS: '2' });
    const slow = slowRequest(server.url);
    slow.answer.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    // The request never finishes, so the HTTP drain cannot end.
    expect(await server.closed).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1900);
    expect(server.output()).toContain('shutdown deadline passed');
  }, 120_000);
});
