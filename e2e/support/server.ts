import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  selfSignedCertificate,
  type StubCertificate,
} from '../../apps/server/test/support/push-service-stub.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    adminSecret: string;
    /** The local push service's certificate, which the server trusts (web-push.spec.ts). */
    pushCertificate: StubCertificate;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_ADMIN_SECRET = 'e2e-admin-secret';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/**
 * Starts the product as `npm start` would (after `npm run build`): the compiled
 * server with the built web app, on a fresh embedded database with demo data.
 */
export default async function setup(project: TestProject) {
  for (const built of ['apps/web/dist/index.html', 'apps/server/dist/server.js']) {
    if (!fs.existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logFile = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  // A spec's local push service serves this certificate; the server trusts it for pushes.
  const pushCertificate = selfSignedCertificate(fs.mkdtempSync(path.join(dataDir, 'push-')));
  // The compiled server, as `npm start` and production run it (decision 043).
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      ADMIN_SIGNUP_SECRET: E2E_ADMIN_SECRET,
      OTP_MAX_SENDS_PER_IP_PER_HOUR: '10000',
      // The test controls that move time (a reminder scan as at a given moment; decision 057).
      TEST_CONTROLS: 'true',
      LOG_LEVEL: 'warn',
      PUSH_CA_FILE: pushCertificate.certFile,
    },
    stdio: ['ignore', logFile, logFile],
  });
  try {
    await waitForReady(baseURL, child);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('adminSecret', E2E_ADMIN_SECRET);
  project.provide('pushCertificate', pushCertificate);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
