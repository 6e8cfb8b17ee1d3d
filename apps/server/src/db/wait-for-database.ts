import pg from 'pg';

/** The pause after the first failed attempt; it doubles after each, up to the cap. */
const FIRST_PAUSE_MS = 500;
const MAX_PAUSE_MS = 5_000;
/** Each attempt may take at least this long, so the last one is not cut off at once. */
const MIN_ATTEMPT_MS = 1_000;
/**
 * Answers from a server that will take connections shortly: it is starting up (57P03) or
 * full (53300). Any other answer (wrong password, no such database) will not change by
 * waiting.
 */
const PASSING_REFUSALS = new Set(['57P03', '53300']);

export interface WaitForDatabaseOptions {
  /** Give up after this long (DATABASE_CONNECT_TIMEOUT_SECONDS). */
  timeoutSeconds: number;
  /** Hears one line per failed attempt. */
  log: (line: string) => void;
}

/**
 * Opens one connection to the PostgreSQL server of `url` and closes it, retrying with a
 * growing pause while the server cannot be reached (not up yet, restarting), so the app and
 * its database can start together. Throws one line naming the host, port and database and
 * the driver's reason, never the password: at once when the server refuses for good, or when
 * `timeoutSeconds` are up.
 */
export async function waitForDatabase(url: string, options: WaitForDatabaseOptions) {
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.max(deadline - Date.now(), MIN_ATTEMPT_MS),
    });
    const where = `${client.host}:${client.port} (database ${client.database ?? client.user})`;
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      const reason = reasonOf(error);
      if (error instanceof pg.DatabaseError && !PASSING_REFUSALS.has(error.code ?? '')) {
        throw new Error(`Could not connect to the database at ${where}: ${reason}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `Could not reach the database at ${where} after ${options.timeoutSeconds} s: ${reason}`,
        );
      }
      const wait = Math.min(pause, left);
      options.log(
        `Database at ${where} not reachable (attempt ${attempt}: ${reason}); retrying in ${Number((wait / 1000).toFixed(1))} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
      pause = Math.min(pause * 2, MAX_PAUSE_MS);
    }
  }
}

/**
 * The driver's reason in one line. Connecting to a name with several addresses (localhost:
 * ::1 and 127.0.0.1) fails with an AggregateError whose own message is empty.
 */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return error.errors.map((e: unknown) => reasonOf(e)).join('; ');
  }
  return error instanceof Error ? error.message : String(error);
}
