import { index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * Append-only log of what happened: request transitions, payments, reviews and
 * account events. The one source of recent activity, analytics and audit.
 */
export const serviceRequestEvents = pgTable(
  'service_request_events',
  {
    id: id(),
    kind: varchar({ length: 40 }).notNull(),
    actorRole: varchar({ length: 16 }).notNull(),
    actorId: uuid(),
    userId: uuid(),
    repairerId: uuid(),
    serviceRequestId: uuid(),
    fromStatus: varchar({ length: 32 }),
    toStatus: varchar({ length: 32 }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index().on(t.repairerId, t.createdAt),
    index().on(t.serviceRequestId, t.createdAt),
  ],
);
