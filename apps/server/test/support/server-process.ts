import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as its own process (`node --import tsx apps/server/src/server.ts`, or the
 * compiled bundle), for what only the entry point does: start-up checks, demo data, file
 * modes, several processes.
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const ENTRY = ['--import', 'tsx', 'apps/server/src/server.ts'];

/**
 * The arguments to `node` that start the server as production does: the compiled
 * apps/server/dist/server.js once it has been built, else the sources through tsx.
 */
export function serverCommand(): string[] {
  const compiled = 'apps/server/dist/server.js';
  return fs.existsSync(path.join(ROOT, compiled)) ? [compiled] : ENTRY;
}

export interface ServerProcess {
  /** `http://127.0.0.1:PORT`, also the Origin its mutating calls need. */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far, standard output and error interleaved. */
  output(): string;
  /** Resolves with the exit code once it has ended and its output is all read. */
  closed: Promise<number | null>;
}

export interface SpawnOptions {
  /** Added to the test's own environment; undefined removes a variable. */
  env: Record<string, string | undefined>;
  /** Set in a shell before the server starts (e.g. '0022'), as a service manager would. */
  umask?: string;
  /** The arguments to `node` (default: the sources through tsx); see serverCommand(). */
  command?: string[];
  /** The port to listen on (default: a free one), e.g. the same one again after a restart. */
  port?: number;
}

/** A port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Spawns the server on a free port of 127.0.0.1. The settings that would otherwise leak in
 * from the test run (its database, Redis, demo data) are unset unless `env` gives them.
 */
export async function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const entry = options.command ?? ENTRY;
  const env: Record<string, string> = {};
  const merged = {
    ...process.env,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SEED_DEMO: undefined,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...options.env,
    HOST: '127.0.0.1',
    PORT: String(port),
  };
  for (const [key, value] of Object.entries(merged)) if (value !== undefined) env[key] = value;
  // exec: the shell becomes the server, so signals and the exit code are the server's.
  const [command, args] = options.umask
    ? ['/bin/sh', ['-c', `umask ${options.umask} && exec "$0" "$@"`, process.execPath, ...entry]]
    : [process.execPath, entry];
  const child = spawn(command, args, { cwd: ROOT, env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the last lines may still be in the pipes when it exits.
  const closed = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, closed };
}

/** Spawns the server and resolves once /api/ready answers; throws with its output if it exits. */
export async function startServer(
  options: SpawnOptions,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const server = await spawnServer(options);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${await server.closed}:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.url}/api/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stopServer(server);
  throw new Error(`server did not become ready:\n${server.output()}`);
}

/** Stops the server as a service manager would (SIGTERM) and waits for it to exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.closed;
}
