import { boolean, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import type { NotificationType } from '@gharseva/domain';
import { createdAt, id } from './columns.ts';

/** In-app notifications of users and repairers (SPEC.md section 3, "Notification"). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientRole: varchar({ length: 16 }).$type<'user' | 'repairer'>().notNull(),
    recipientId: uuid().notNull(),
    type: varchar({ length: 32 }).$type<NotificationType>().notNull(),
    message: varchar({ length: 500 }).notNull(),
    serviceRequestId: uuid(),
    read: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.recipientRole, t.recipientId, t.createdAt)],
);
