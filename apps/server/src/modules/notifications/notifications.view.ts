import type { TNotification } from '@gharseva/domain';
import type { NotificationRow } from './notifications.repo.ts';

/** A notification as the lists and the live push give it (SPEC.md section 3). */
export function toNotification(row: NotificationRow): TNotification {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    message: row.message,
    template: row.template,
    params: row.params,
    serviceRequestId: row.serviceRequestId,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
