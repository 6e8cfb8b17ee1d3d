import { TIME_SLOTS, type TimeSlot } from './constants.ts';
import { todayInIndia } from './format.ts';

/** A visit may be booked from today up to this many days ahead (India time, issue 24). */
export const BOOKING_DAYS_AHEAD = 14;

/** The hours (India time, 24 h) each slot covers; flexible is the working day. */
export const SLOT_HOURS = {
  morning: { start: 9, end: 12 },
  afternoon: { start: 12, end: 17 },
  evening: { start: 17, end: 21 },
  flexible: { start: 9, end: 21 },
} as const satisfies Record<TimeSlot, { start: number; end: number }>;

const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  if (!ISO_DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** `date` plus `days` calendar days, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates a visit may be booked on at `now`: today (India time) and the 14 days after it. */
export function bookableDates(now: Date = new Date()): string[] {
  const today = todayInIndia(now);
  return Array.from({ length: BOOKING_DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
}

/** The moment a slot's hour `hour` (India time) falls on `date`. */
function indiaHour(date: string, hour: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + hour * 60 * 60 * 1000 - IST_OFFSET_MS);
}

/** When the visit's slot begins and ends. */
export function slotWindow(date: string, slot: TimeSlot): { start: Date; end: Date } {
  const hours = SLOT_HOURS[slot];
  return { start: indiaHour(date, hours.start), end: indiaHour(date, hours.end) };
}

/**
 * Why a visit cannot be booked for `date` and `slot` at `now`, or null when it can: a date
 * that is not a date, is past or is more than 14 days ahead ('date'), or a slot of today
 * that is already over ('slotOver').
 */
export function slotProblem(
  date: string,
  slot: TimeSlot,
  now: Date = new Date(),
): 'date' | 'slotOver' | null {
  if (!isIsoDate(date) || !TIME_SLOTS.includes(slot)) return 'date';
  const today = todayInIndia(now);
  if (date < today || date > addDays(today, BOOKING_DAYS_AHEAD)) return 'date';
  if (slotWindow(date, slot).end.getTime() <= now.getTime()) return 'slotOver';
  return null;
}

/** The slots still open on `date` at `now` (all four on a later day). */
export function openSlots(date: string, now: Date = new Date()): TimeSlot[] {
  return TIME_SLOTS.filter((slot) => slotProblem(date, slot, now) === null);
}
