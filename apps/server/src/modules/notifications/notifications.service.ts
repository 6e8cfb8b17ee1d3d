import type { TNotification } from '@gharseva/domain';
import type { AppDeps } from '../../deps.ts';
import { countUnread, listNotifications, markRead, type Recipient } from './notifications.repo.ts';
import { toNotification } from './notifications.view.ts';

export type { Recipient };

/** A user's or repairer's notifications: the list with its unread count, and read marks. */
export function createNotificationsService({ database }: AppDeps) {
  const { db } = database;
  return {
    async list(
      recipient: Recipient,
    ): Promise<{ notifications: TNotification[]; unreadCount: number }> {
      const [rows, unreadCount] = await Promise.all([
        listNotifications(db, recipient),
        countUnread(db, recipient),
      ]);
      return { notifications: rows.map(toNotification), unreadCount };
    },

    /** False when the recipient has no such notification. */
    markRead(recipient: Recipient, id: string): Promise<boolean> {
      return markRead(db, recipient, id);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
