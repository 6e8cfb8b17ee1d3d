import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { repairers, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { serviceRequests } from './requests.ts';

/**
 * The chat of one job between its customer and its repairer: opened when the
 * repairer accepts, closed when the job ends (DESIGN.md section 3).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    serviceRequestId: uuid()
      .notNull()
      .unique()
      .references(() => serviceRequests.id),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    repairerId: uuid()
      .notNull()
      .references(() => repairers.id),
    isActive: boolean().notNull().default(true),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.updatedAt), index().on(t.repairerId, t.updatedAt)],
);
