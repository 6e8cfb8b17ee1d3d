import { NOTIFICATION_BADGE_CAP } from '@gharseva/domain';

/** The unread count on a badge: nothing at 0, then the number, capped at '9+' (SPEC.md section 9). */
export function badgeCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(count));
}
