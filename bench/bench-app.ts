import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { createDeps } from '../apps/server/src/deps.ts';
import { createMemoryCounters } from '../apps/server/src/providers/counters/memory.ts';
import { createOutboxSms } from '../apps/server/src/providers/sms/outbox.ts';

/**
 * The product's app as the in-process benches run it: its real plugins on the given database,
 * in-memory counters, SMS to the outbox in `dataDir`, no logger; listening on a free port.
 * The caller closes the app, then the counters.
 */
export async function startBenchApp(config: Config, database: Database, dataDir: string) {
  const counters = createMemoryCounters();
  const app = await buildApp(
    await createDeps(config, { database, counters, sms: createOutboxSms({ dataDir }) }),
    { logger: false },
  );
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, appUrl, counters };
}
