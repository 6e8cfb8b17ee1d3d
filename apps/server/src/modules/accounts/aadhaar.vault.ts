import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { aadhaarVault } from '../../db/schema/index.ts';
import { hmacHex, open, seal } from '../../lib/crypto.ts';

/**
 * Full Aadhaar numbers, encrypted with AES-256-GCM under the configured key.
 * `lookupHmac` (keyed, not a plain hash: 12 digits are easy to enumerate)
 * finds a number already on file without decrypting anything.
 */
export function createAadhaarVault(key: Buffer) {
  const lookup = (aadhaar: string) => hmacHex(key.toString('hex'), `aadhaar:${aadhaar}`);
  return {
    async isRegistered(db: DbOrTx, aadhaar: string): Promise<boolean> {
      const rows = await db
        .select({ id: aadhaarVault.id })
        .from(aadhaarVault)
        .where(eq(aadhaarVault.lookupHmac, lookup(aadhaar)))
        .limit(1);
      return rows.length > 0;
    },
    async store(db: DbOrTx, aadhaar: string): Promise<string> {
      const [row] = await db
        .insert(aadhaarVault)
        .values({ ...seal(key, aadhaar), lookupHmac: lookup(aadhaar) })
        .returning({ id: aadhaarVault.id });
      return row!.id;
    },
    /** For the few audited places that need the number itself; never for a response. */
    async reveal(db: DbOrTx, id: string): Promise<string | undefined> {
      const [row] = await db.select().from(aadhaarVault).where(eq(aadhaarVault.id, id)).limit(1);
      return row ? open(key, row) : undefined;
    },
  };
}
