import { addDays, SLOT_HOURS, slotWindow, type TimeSlot } from '@gharseva/domain';

/** 'evening': 19:00 India time the day before the visit; 'soon': the hour before it starts. */
export type ReminderKind = 'evening' | 'soon';

/** The slot a reminder is about, as `reminder_deliveries.slot` keeps it: '2026-11-29 evening'. */
export const slotKey = (date: string, slot: TimeSlot) => `${date} ${slot}`;

/** The hour (India time) of the day before a visit at which its evening reminder goes. */
export const EVENING_REMINDER_HOUR = 19;
/** How long before a slot starts its 'soon' reminder goes. */
export const SOON_REMINDER_MS = 60 * 60 * 1000;

/** A moment in India time, `date` at `hour`:00. */
const indiaMoment = (date: string, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`);

/** A visit as the reminders see it: its slot and when that slot was booked. */
export interface VisitSlot {
  preferredDate: string;
  preferredTime: TimeSlot;
  /** When the slot was set: the request's creation, or the accepted reschedule that moved it. */
  bookedAt: Date;
}

/**
 * The reminder due for a visit at `now`, or null (decision 057):
 * - 'evening' from 19:00 India time of the day before until that day's midnight, and only for
 *   a slot booked before that 19:00 (a booking at 22:00 for tomorrow gets none: it was just made);
 * - 'soon' from an hour before the slot starts until it starts, for a slot booked before that
 *   hour; a flexible slot has none, as nobody knows when in the day the repairer comes.
 * The two windows never overlap (the earliest slot starts at 09:00), so at most one is due.
 */
export function dueReminder(visit: VisitSlot, now: Date): ReminderKind | null {
  const { start } = slotWindow(visit.preferredDate, visit.preferredTime);
  const at = now.getTime();
  const booked = visit.bookedAt.getTime();
  const evening = indiaMoment(addDays(visit.preferredDate, -1), EVENING_REMINDER_HOUR).getTime();
  const midnight = indiaMoment(visit.preferredDate, 0).getTime();
  if (at >= evening && at < Math.min(midnight, start.getTime()) && booked < evening) {
    return 'evening';
  }
  const soon = start.getTime() - SOON_REMINDER_MS;
  if (visit.preferredTime !== 'flexible' && at >= soon && at < start.getTime() && booked < soon) {
    return 'soon';
  }
  return null;
}

/** The reminder's hours and date as its text shows them: '29/11/2026', '17:00', '21:00'. */
export function reminderParams(date: string, slot: TimeSlot) {
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const [year, month, day] = date.split('-');
  return {
    date: `${day}/${month}/${year}`,
    from: hour(SLOT_HOURS[slot].start),
    to: hour(SLOT_HOURS[slot].end),
  };
}
