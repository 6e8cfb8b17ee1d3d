import type { Role } from '@gharseva/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

export async function createSession(
  db: DbOrTx,
  input: { role: Role; subjectId: string; ttlSeconds: number; userAgent?: string; ip?: string },
): Promise<{ token: string; id: string }> {
  const token = randomToken(32);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      role: input.role,
      subjectId: input.subjectId,
      expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
      userAgent: input.userAgent?.slice(0, 300),
      ip: input.ip?.slice(0, 64),
    })
    .returning({ id: sessions.id });
  return { token, id: row!.id };
}

export async function findLiveSession(db: DbOrTx, token: string) {
  if (token.length === 0 || token.length > 200) return undefined;
  const [row] = await db
    .select({ id: sessions.id, role: sessions.role, subjectId: sessions.subjectId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}

export async function deleteSessionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Signs an account out everywhere (after a password reset). */
export async function deleteSessionsOf(db: DbOrTx, role: Role, subjectId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.role, role), eq(sessions.subjectId, subjectId)));
}

/** Whether a session still exists and has not expired (sockets check it on every message). */
export async function isSessionLive(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}
