import { isLanguageCode, LANGUAGE_COOKIE, type LanguageCode } from '@gharseva/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import { repairers, users } from '../db/schema/index.ts';

/** How long a recorded language is trusted before it is written again (other instances). */
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/** The language a request's page is in: the cookie the web app's language choice writes. */
export function requestLanguage(request: FastifyRequest): LanguageCode | null {
  const value = request.cookies[LANGUAGE_COOKIE];
  return isLanguageCode(value) ? value : null;
}

/** The language a customer or repairer last used the app in, for the SMS sent to them. */
export async function readerLanguage(
  db: DbOrTx,
  who: { role: 'user' | 'repairer'; id: string },
): Promise<string> {
  const table = who.role === 'user' ? users : repairers;
  const [row] = await db
    .select({ language: table.language })
    .from(table)
    .where(eq(table.id, who.id))
    .limit(1);
  return row?.language ?? 'en';
}

/**
 * Records the language of each signed-in customer's and repairer's requests (the language
 * cookie the web app writes when they choose one, decision 038), so the server writes their
 * SMS in it. Written when it changes, at most once a minute per person on each instance.
 */
export const readerLanguagePlugin = fp(async (app: FastifyInstance) => {
  const recorded = new Map<string, { language: LanguageCode; at: number }>();
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (!auth || (auth.role !== 'user' && auth.role !== 'repairer')) return;
    const language = requestLanguage(request);
    if (!language) return;
    const key = `${auth.role}:${auth.subjectId}`;
    const known = recorded.get(key);
    if (known && known.language === language && Date.now() - known.at < REMEMBER_MS) return;
    const table = auth.role === 'user' ? users : repairers;
    try {
      await app.deps.database.db
        .update(table)
        .set({ language, updatedAt: sql`${table.updatedAt}` })
        .where(eq(table.id, auth.subjectId));
      if (recorded.size >= MAX_REMEMBERED) recorded.clear();
      recorded.set(key, { language, at: Date.now() });
    } catch (error) {
      request.log.warn({ err: error }, 'could not record the reader language');
    }
  });
});
