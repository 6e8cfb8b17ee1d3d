import type { FastifyInstance } from 'fastify';

/** What a process needs closed after the app: the pools the app was built on. */
export interface ShutdownParts {
  app: FastifyInstance;
  /** Seconds /api/ready answers 503 while everything is still served (SHUTDOWN_DRAIN_SECONDS). */
  drainSeconds: number;
  /** Closed last, in this order (Redis counters, database pool). */
  pools: { name: string; close: () => Promise<void> }[];
  /** Told each step's name as it starts (the deadline's log line names the one it stopped in). */
  onStep?: (name: string) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The order of a clean stop on SIGTERM (decision 046). The deadline around it is the
 * caller's (server.ts): past SHUTDOWN_DEADLINE_SECONDS the process exits non-zero.
 *
 * 1. Stop taking new work: /api/ready answers 503 from now on.
 * 2. Keep serving while the load balancer notices (its check interval x fall): requests it
 *    has already routed here, and new ones, are answered as usual.
 * 3. Move realtime clients: wait for socket events being handled to answer, then close every
 *    socket's transport, so socket.io-client reconnects on its own (through the balancer,
 *    which now sends it to another process).
 * 4. Stop the listener and drain HTTP (app.close): idle keep-alive connections are closed,
 *    requests in flight finish with `Connection: close` (they may still send jobs). Then the
 *    onClose hooks: the job queue stops fetching, lets running jobs finish for a while and
 *    releases the rest to other processes (plugins/queue.ts); Socket.IO and its Redis
 *    clients are released.
 * 5. Close the pools: Redis counters, then the database.
 */
export async function shutdown(parts: ShutdownParts): Promise<void> {
  const { app, pools } = parts;
  const step = async (name: string, run: () => Promise<void> | void) => {
    parts.onStep?.(name);
    const started = Date.now();
    await run();
    app.log.info({ step: name, ms: Date.now() - started }, 'shutdown step done');
  };
  await step('stop taking new work', () => app.lifecycle.beginDrain());
  await step('wait for the load balancer', () => wait(parts.drainSeconds * 1000));
  await step('move realtime clients', () => app.realtime.moveClients());
  await step('stop HTTP and background work', async () => {
    // app.close() closes the keep-alive connections idle at that moment. One that finishes a
    // request later stays open until its keep-alive timeout (72 s), and the listener waits
    // for it: Socket.IO's long-polls, answered outside Fastify's routes, carry no
    // `Connection: close`. Close such connections as they go idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(reaper);
    }
  });
  for (const pool of pools) await step(`close ${pool.name}`, pool.close);
}
