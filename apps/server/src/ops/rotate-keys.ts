import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rotateAadhaarKey, RotationAborted } from '../modules/accounts/index.ts';
import { parseKey } from '../secrets.ts';

const USAGE = `usage: npm run rotate-keys -w @gharseva/server -- [--dry-run] [--batch-size=N]

Re-encrypts the Aadhaar vault from AADHAAR_ENCRYPTION_KEY_OLD to AADHAAR_ENCRYPTION_KEY, on
the database the server uses (DATABASE_URL, else PGlite under DATA_DIR: stop the server
first; a relative DATA_DIR is read from the repository root, as \`npm start\` does).
Prints counts only. See docs/operations.md, "Rotating keys".`;

/**
 * `npm run rotate-keys`: the operator's side of decision 045. Returns the exit code: 0 done
 * (or nothing to do), 1 aborted with nothing written, 2 a usage or configuration error.
 */
export async function rotateKeys(
  argv: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const sizeArg = argv.find((a) => a.startsWith('--batch-size='));
  const batchSize = sizeArg ? Number(sizeArg.split('=')[1]) : 500;
  const unknown = argv.filter((a) => a !== '--dry-run' && a !== sizeArg);
  if (unknown.length > 0 || !Number.isInteger(batchSize) || batchSize < 1) {
    print(USAGE);
    return 2;
  }
  if (!env.AADHAAR_ENCRYPTION_KEY || !env.AADHAAR_ENCRYPTION_KEY_OLD) {
    print('rotate-keys: set AADHAAR_ENCRYPTION_KEY (new) and AADHAAR_ENCRYPTION_KEY_OLD (old)');
    return 2;
  }
  let keys;
  let config;
  try {
    config = loadConfig(env);
    keys = {
      newKey: parseKey(env.AADHAAR_ENCRYPTION_KEY),
      oldKey: parseKey(env.AADHAAR_ENCRYPTION_KEY_OLD, 'AADHAAR_ENCRYPTION_KEY_OLD'),
    };
  } catch (error) {
    print(`rotate-keys: ${(error as Error).message}`);
    return 2;
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (!config.DATABASE_URL && !fs.existsSync(pgliteDir)) {
    print(`rotate-keys: no DATABASE_URL and no database at ${pgliteDir} (check DATA_DIR)`);
    return 2;
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { engine: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
      : { engine: 'pglite', dataDir: pgliteDir },
  );
  try {
    const report = await rotateAadhaarKey(database.db, keys, { batchSize, dryRun });
    print(
      `rotate-keys: ${report.rows} vault rows, ${report.alreadyNew} already under the new key, ` +
        `${report.rotated} ${dryRun ? 'to re-encrypt (dry run: nothing written)' : 're-encrypted'}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RotationAborted)) throw error;
    print(`rotate-keys: aborted, nothing written: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}
