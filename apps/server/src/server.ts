import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDataDir, restrictToOwner, usesDataDir } from './data-dir.ts';
import { createDeps } from './deps.ts';
import { unwrappedMessage } from './db/errors.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { resolveSecrets } from './secrets.ts';
import { seedDemo, DEMO_ACCOUNTS } from './db/seed/demo.ts';
import { shutdown } from './lib/shutdown.ts';
import path from 'node:path';

/** Entry point: config, database, providers, app, listen, and a graceful stop on SIGTERM. */
async function main() {
  const config = loadConfig();
  // Everything the server writes (database, SMS outbox, secrets) is for its owner only,
  // whatever umask the shell or service manager left.
  process.umask(0o077);
  // Checked first so a missing folder or database is named, not reported as a failed query.
  const dataDirUsed = usesDataDir(config);
  if (dataDirUsed) prepareDataDir(config.dataDir);
  const secrets = resolveSecrets(config);
  if (config.DATABASE_URL) {
    await waitForDatabase(config.DATABASE_URL, {
      timeoutSeconds: config.DATABASE_CONNECT_TIMEOUT_SECONDS,
      log: (line) => console.error(line),
    });
  }
  const deps = await createDeps(config, { secrets });
  const { database } = deps;
  const app = await buildApp(deps);
  database.onConnectionError((err) => app.log.warn({ err }, 'idle database connection closed'));

  if (config.SEED_DEMO) {
    const seeded = await seedDemo(app.deps);
    if (seeded) app.log.info('demo data loaded');
  }
  // After PGlite has opened and migrated: it sets some modes itself (0666 on a new
  // database's files), and an install from before the umask above has loose files too.
  if (dataDirUsed) {
    const tightened = restrictToOwner(config.dataDir);
    app.log.debug({ tightened }, 'DATA_DIR entries made readable by their owner only');
  }

  // A second signal, or the deadline passing, ends the process at once with exit code 1.
  const deadlineMs = config.SHUTDOWN_DEADLINE_SECONDS * 1000;
  let step = 'none';
  closeWithGrace(
    {
      delay: deadlineMs,
      logger: { error: (message: unknown) => app.log.error(String(message)) },
      onTimeout: () =>
        app.log.error(
          { deadlineMs, step },
          'shutdown deadline passed; exiting with work unfinished',
        ),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      await shutdown({
        app,
        drainSeconds: err ? 0 : config.SHUTDOWN_DRAIN_SECONDS,
        onStep: (name) => (step = name),
        pools: [
          { name: 'Redis counters', close: () => deps.counters.close() },
          { name: 'database', close: () => database.close() },
        ],
      });
      app.log.info('shut down cleanly');
    },
  );

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  GharSeva is running at ${url}  (database: ${database.engine}${database.engine === 'pglite' ? `, ${path.join(config.dataDir, 'pglite')}` : ''})`,
    `  SMS codes are written to ${path.join(config.dataDir, 'sms-outbox.jsonl')} and printed here.`,
  ];
  if (config.SEED_DEMO) {
    lines.push('  Demo accounts (password for all: Demo@1234):');
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.phone}  ${a.fullname}`);
  }
  if (secrets.generatedAdminSecret && config.NODE_ENV !== 'production') {
    lines.push(`  Admin signup secret key (development): ${secrets.adminSignupSecret}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(unwrappedMessage(error));
  process.exit(1);
});
