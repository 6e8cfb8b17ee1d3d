import { boolean, index, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
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
    /** The English text, as it was sent (SMS, older clients). */
    message: varchar({ length: 500 }).notNull(),
    /** The text's template key and parameters, for clients in other languages. */
    template: varchar({ length: 40 }),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    serviceRequestId: uuid(),
    read: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.recipientRole, t.recipientId, t.createdAt)],
);
