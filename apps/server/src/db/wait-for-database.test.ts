import { describe, expect, it } from 'vitest';
import { waitForDatabase } from './wait-for-database.ts';

const postgres = process.env.TEST_DATABASE_URL;

describe('waitForDatabase', () => {
  it('retries a closed port, then names the address and the reason, not the password', async () => {
    const lines: string[] = [];
    const started = Date.now();
    const waiting = waitForDatabase('postgres://gs:s3cret-pw@127.0.0.1:1/gharseva', {
      timeoutSeconds: 1,
      log: (line) => lines.push(line),
    });
    await expect(waiting).rejects.toThrow(
      'Could not reach the database at 127.0.0.1:1 (database gharseva) after 1 s: connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    // Attempts at 0 s and 0.5 s, each logged, then the last at about 1 s.
    expect(lines[0]).toBe(
      'Database at 127.0.0.1:1 (database gharseva) not reachable (attempt 1: connect ECONNREFUSED 127.0.0.1:1); retrying in 0.5 s',
    );
    expect(lines[1]).toMatch(
      /\(attempt 2: connect ECONNREFUSED 127\.0\.0\.1:1\); retrying in 0\.5 s$/,
    );
    expect(lines.join('\n')).not.toContain('s3cret-pw');
  });

  describe.runIf(postgres)('on a PostgreSQL server', () => {
    it('resolves once the server answers', async () => {
      await waitForDatabase(postgres!, { timeoutSeconds: 1, log: () => {} });
    });

    it('gives up at once, naming the reason, when the server refuses for good', async () => {
      const url = new URL(postgres!);
      url.pathname = '/gs_no_such_database';
      const lines: string[] = [];
      const started = Date.now();
      await expect(
        waitForDatabase(url.toString(), { timeoutSeconds: 30, log: (l) => lines.push(l) }),
      ).rejects.toThrow(
        `Could not connect to the database at ${url.hostname}:${url.port || 5432} (database gs_no_such_database): database "gs_no_such_database" does not exist`,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(lines).toEqual([]);
    });
  });
});
