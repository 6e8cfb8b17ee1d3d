/**
 * The chat load generator, run in a child process of socket-bench.ts: opens one
 * socket per participant of each conversation (the customer's to `userServer`,
 * the repairer's to `repairerServer`), joins every room, then sends messages at
 * a fixed rate (open loop: planned send times, whatever the server does) from
 * alternating sides, and measures each message's delivery to the other side.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';

export interface SocketLoadSpec {
  userServer: string;
  repairerServer: string;
  pairs: { conversationId: string; userToken: string; repairerToken: string }[];
  /** Messages per second over all conversations. */
  rate: number;
  seconds: number;
}

export interface SocketLoadResult {
  sockets: number;
  connectSeconds: number;
  sent: number;
  delivered: number;
  lost: number;
  refused: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  generatorCpuMs: number;
}

const CHILD_FLAG = 'GS_BENCH_SOCKET_CHILD';

export function runSocketLoad(spec: SocketLoadSpec): Promise<SocketLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [CHILD_FLAG]: '1' },
    });
    let result: SocketLoadResult | undefined;
    child.once('message', (message) => (result = message as SocketLoadResult));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`socket load exited with ${code}`)),
    );
    child.send(spec);
  });
}

function open(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function fire(spec: SocketLoadSpec): Promise<SocketLoadResult> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const sides: { user: Socket; repairer: Socket }[] = [];
  // Connect in batches, as people arrive, rather than 1,000 handshakes at one instant.
  for (let i = 0; i < spec.pairs.length; i += 25) {
    const batch = spec.pairs.slice(i, i + 25);
    sides.push(
      ...(await Promise.all(
        batch.map(async (p) => ({
          user: await open(spec.userServer, p.userToken),
          repairer: await open(spec.repairerServer, p.repairerToken),
        })),
      )),
    );
  }
  for (const [i, side] of sides.entries()) {
    const id = spec.pairs[i]!.conversationId;
    for (const s of [side.user, side.repairer]) {
      const answer = (await s.timeout(10_000).emitWithAck('joinRoom', id)) as { ok: boolean };
      if (!answer.ok) throw new Error(`joinRoom refused for ${id}`);
    }
  }
  const connectSeconds = (performance.now() - started) / 1000;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  for (const side of sides) {
    for (const s of [side.user, side.repairer]) {
      s.on('receiveMessage', (m: { message: string; senderModel: string }) => {
        const mine = s === side.user ? 'User' : 'Repairer';
        if (m.senderModel === mine) return; // the sender's own copy
        const at = sentAt.get(m.message);
        if (at === undefined) return;
        sentAt.delete(m.message);
        latencies.push(performance.now() - at);
      });
      s.on('chatError', () => (refused += 1));
    }
  }

  const interval = 1000 / spec.rate;
  const t0 = performance.now();
  const end = t0 + spec.seconds * 1000;
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (t0 + sent * interval <= Math.min(now, end)) {
        const planned = t0 + sent * interval;
        const side = sides[sent % sides.length]!;
        const from = Math.floor(sent / sides.length) % 2 === 0 ? side.user : side.repairer;
        const text = `bench message ${sent}`;
        sentAt.set(text, planned);
        from.emit('sendMessage', {
          conversationId: spec.pairs[sent % sides.length]!.conversationId,
          message: text,
        });
        sent++;
      }
      if (now < end) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  // Stragglers have two seconds.
  const deadline = performance.now() + 2000;
  while (latencies.length < sent && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
  for (const side of sides) {
    side.user.close();
    side.repairer.close();
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length === 0
      ? 0
      : Math.round(
          latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10,
        ) / 10;
  const used = process.cpuUsage(cpu);
  return {
    sockets: sides.length * 2,
    connectSeconds: Math.round(connectSeconds * 10) / 10,
    sent,
    delivered: latencies.length,
    lost: sent - latencies.length,
    refused,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    generatorCpuMs: Math.round((used.user + used.system) / 1000),
  };
}

if (process.env[CHILD_FLAG] === '1' && process.send) {
  process.once('message', (spec: SocketLoadSpec) => {
    fire(spec).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
