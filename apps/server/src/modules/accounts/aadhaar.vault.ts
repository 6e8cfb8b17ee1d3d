import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aadhaarVault } from '../../db/schema/index.ts';
import { hmacHex, open, seal, type Sealed } from '../../lib/crypto.ts';

/** The keyed hash that finds a number on file (keyed: 12 digits are easy to enumerate). */
export const aadhaarLookup = (key: Buffer, aadhaar: string) =>
  hmacHex(key.toString('hex'), `aadhaar:${aadhaar}`);

/**
 * The number in a vault row if `key` sealed it, else undefined. AES-GCM's tag fails for any
 * other key (a false match has odds of 2^-128), which is how a row's key is told without a
 * key id in the row (decision 045).
 */
export function openWith(key: Buffer, row: Sealed): string | undefined {
  try {
    return open(key, row);
  } catch {
    return undefined;
  }
}

/**
 * Full Aadhaar numbers, encrypted with AES-256-GCM under the configured key, looked up by
 * `aadhaarLookup` without decrypting anything. While a key rotation runs, `previousKey`
 * (AADHAAR_ENCRYPTION_KEY_OLD) still reads and finds the rows not yet re-encrypted; new rows
 * are always sealed with `key`.
 */
export function createAadhaarVault(key: Buffer, previousKey?: Buffer) {
  const keys = previousKey ? [key, previousKey] : [key];
  return {
    async isRegistered(db: DbOrTx, aadhaar: string): Promise<boolean> {
      const rows = await db
        .select({ id: aadhaarVault.id })
        .from(aadhaarVault)
        .where(
          inArray(
            aadhaarVault.lookupHmac,
            keys.map((k) => aadhaarLookup(k, aadhaar)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async store(db: DbOrTx, aadhaar: string): Promise<string> {
      const [row] = await db
        .insert(aadhaarVault)
        .values({ ...seal(key, aadhaar), lookupHmac: aadhaarLookup(key, aadhaar) })
        .returning({ id: aadhaarVault.id });
      return row!.id;
    },
    /** For the few audited places that need the number itself; never for a response. */
    async reveal(db: DbOrTx, id: string): Promise<string | undefined> {
      const [row] = await db.select().from(aadhaarVault).where(eq(aadhaarVault.id, id)).limit(1);
      if (!row) return undefined;
      for (const k of keys) {
        const number = openWith(k, row);
        if (number !== undefined) return number;
      }
      throw new Error('aadhaar vault: a row opens with none of the configured keys');
    },
  };
}
